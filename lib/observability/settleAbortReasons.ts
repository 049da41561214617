/**
 * React's server renderer ends every render by aborting its cache controller with a fresh `Error` ("This render
 * completed successfully…"). Until its `stack` is read, V8 keeps that error's call sites, and with them each frame's
 * `this`: for a render flushed from a setImmediate callback, the Immediate, whose run queue links every other
 * callback of the same batch, each holding the async context (request, response, render) it was scheduled in. The
 * render object lives on as long as any socket or timer made during it (a kept-alive connection's idle timer), so
 * one finished render held hundreds of others: 446 responses in a heap snapshot after 20 s of home under 20
 * connections. Reading the stack once, as the abort happens, turns the call sites into a string.
 */
export function settleAbortReasonStacks(target: typeof AbortController = AbortController): void {
  const proto = target.prototype as AbortController & { [marker]?: true };
  if (proto[marker]) return;
  proto[marker] = true;
  const abort = proto.abort;
  proto.abort = function (this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
}

const marker = Symbol.for('mc.settleAbortReasonStacks');
