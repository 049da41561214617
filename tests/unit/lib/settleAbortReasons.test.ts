import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleAbortReasonStacks } from '@/lib/observability/settleAbortReasons';

// Memory: an abort reason's stack is formatted as the abort happens, so the error stops holding its call sites
// (and the objects they reference) for as long as the aborted signal lives.

const original = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = original;
});

/** Counts the stack formattings V8 asks for from now on. */
function countFormatting() {
  const format = vi.fn((error: Error) => `${error.name}: ${error.message}`);
  Error.prepareStackTrace = format;
  return format;
}

describe('settleAbortReasonStacks', () => {
  it('formats an Error reason at abort; the reason and the abort itself are unchanged', () => {
    class Controller extends AbortController {}
    settleAbortReasonStacks(Controller);
    const formatted = countFormatting();
    const controller = new Controller();
    const reason = new Error('This render completed successfully.');
    const onAbort = vi.fn();
    controller.signal.addEventListener('abort', onAbort);
    expect(formatted).not.toHaveBeenCalled();
    controller.abort(reason);
    expect(formatted).toHaveBeenCalledTimes(1);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
    expect(onAbort).toHaveBeenCalledTimes(1);
  });

  it('leaves other reasons alone, and installs once', () => {
    class Controller extends AbortController {}
    settleAbortReasonStacks(Controller);
    const patched = Controller.prototype.abort;
    settleAbortReasonStacks(Controller);
    expect(Controller.prototype.abort).toBe(patched);
    const formatted = countFormatting();
    const controller = new Controller();
    controller.abort('gone');
    expect(controller.signal.reason).toBe('gone');
    const plain = new Controller();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
    expect(formatted).not.toHaveBeenCalled();
  });

  it('without it, the stack waits for its first reader', () => {
    const formatted = countFormatting();
    new AbortController().abort(new Error('x'));
    expect(formatted).not.toHaveBeenCalled();
  });
});
