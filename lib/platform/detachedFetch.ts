import 'server-only';
import { AsyncResource } from 'node:async_hooks';

// On globalThis: instrumentation and the app's bundles each get their own copy of this module.
const holder = globalThis as typeof globalThis & { __mcProcessScope?: AsyncResource };

/** Called once at start (instrumentation.ts), outside every request: the async context outgoing calls start in. */
export function captureProcessScope(): void {
  holder.__mcProcessScope ??= new AsyncResource('mc.outgoing-connections');
}

/**
 * `fetch` with a time limit, both started in the process's own async context rather than the request's. A
 * kept-alive connection the call opens outlives the request, and so does the limit's timer until it runs out; Node
 * gives every resource the async context it was made in, so a socket or timer made inside a render held that render
 * (React's request and, through the abort reason a finished render leaves, every setImmediate callback of the batch
 * it ran in, each with its own request and response). Measured on the lottery list under 20 connections: live heap
 * 122 → 64 MB and 111 → 148 requests/s; under the bench's mix of pages the process had crashed at its 256 MB heap
 * cap. The answer is awaited in the request's context as usual.
 */
export function detachedFetch(input: string | URL, init: RequestInit, timeoutMs: number): Promise<Response> {
  return detached(() => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
}

/**
 * Starts `work` in the process's own async context: for whatever it makes that is kept past the request (a
 * connection, a timer, a promise held in a process-wide map), so that it does not hold the request's render.
 */
export function detached<T>(work: () => T): T {
  const scope = holder.__mcProcessScope;
  return scope ? scope.runInAsyncScope(work) : work();
}
