/**
 * Structured logs: one JSON object per line on stdout (errors on stderr), so a log shipper needs no parser of
 * its own. Callers pass only what is safe to keep: never a token, password, card number or the query string.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export function logJson(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

/**
 * Logs at most once per `everyMs` per key, counting what it left out, so a failing dependency (the store under
 * every request) writes a line every few seconds instead of one per request.
 */
export function throttledLogger(everyMs: number) {
  const last = new Map<string, { at: number; skipped: number }>();
  return (level: LogLevel, key: string, msg: string, fields: Record<string, unknown> = {}) => {
    const now = Date.now();
    const seen = last.get(key);
    if (seen && now - seen.at < everyMs) {
      seen.skipped += 1;
      return;
    }
    last.set(key, { at: now, skipped: 0 });
    logJson(level, msg, seen?.skipped ? { ...fields, skipped: seen.skipped } : fields);
  };
}
