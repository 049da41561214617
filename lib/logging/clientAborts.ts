/**
 * A visitor who closes the page or loses the network mid-upload makes Node fail the request body with
 * `aborted` (ECONNRESET). Nothing is wrong with the server, yet Next (buffering a POST's body for proxy.ts) and
 * the /wps handlers log it as an error with a stack; on a busy mobile site that drowns real failures. It is
 * logged as one warning line instead.
 */
export function isClientAbort(value: unknown): boolean {
  return value instanceof Error && value.message === 'aborted' && (value as NodeJS.ErrnoException).code === 'ECONNRESET';
}

type Log = (...args: unknown[]) => void;

/** The console.error to install: client aborts become one line through `warn`, anything else goes on to `error`. */
export function withQuietClientAborts(error: Log, warn: Log): Log {
  return (...args: unknown[]) => {
    if (!args.some(isClientAbort)) {
      error(...args);
      return;
    }
    const context = args.filter((arg) => typeof arg === 'string' && arg.length <= 200).join(' ');
    warn(`request body aborted by the client (ECONNRESET)${context ? `: ${context}` : ''}`);
  };
}

const marker = Symbol.for('mc.quietClientAborts');

/** Installs the filter on the process's console once (the server may load instrumentation more than once). */
export function quietClientAborts(target: Console = console): void {
  const holder = target as Console & { [marker]?: true };
  if (holder[marker]) return;
  holder[marker] = true;
  target.error = withQuietClientAborts(target.error.bind(target), target.warn.bind(target));
}
