import { describe, expect, it } from 'vitest';
import { TOAST_LONG, TOAST_SHORT, toastDurations } from '@/lib/toast/toastDurations';
import { createToastStore } from '@/lib/toast/toastStore';

// SPEC §4 toast kinds, §9 durations
describe('toast service', () => {
  function store() {
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const toasts = createToastStore((fn, ms) => timers.push({ fn, ms }));
    return { toasts, timers };
  }

  it('keeps the spec durations', () => {
    expect([TOAST_SHORT, TOAST_LONG]).toEqual([3000, 8000]);
    expect(toastDurations).toMatchObject({ success: 1000, smsSent: 1500, infoMessage: 2000, loadingAction: 10000, loadingBrief: 3000 });
  });

  it('shows a toast for its duration, 3 s by default', () => {
    const { toasts, timers } = store();
    toasts.show('info', 'Hello');
    expect(toasts.current()).toMatchObject([{ kind: 'info', text: 'Hello', duration: 3000 }]);
    expect(timers[0]!.ms).toBe(3000);
    timers[0]!.fn();
    expect(toasts.current()).toEqual([]);
  });

  it('keeps one loading toast at a time and ends it when the action is done', () => {
    const { toasts } = store();
    toasts.show('loading', 'first', 10000);
    toasts.show('success', 'saved', 1000);
    toasts.show('loading', 'second', 10000);
    expect(toasts.current().map((t) => t.text)).toEqual(['saved', 'second']);
    toasts.doneLoading();
    expect(toasts.current().map((t) => t.text)).toEqual(['saved']);
  });

  it('keeps a toast with duration 0 until dismissed and tells subscribers', () => {
    const { toasts, timers } = store();
    const seen: number[] = [];
    const stop = toasts.subscribe((list) => seen.push(list.length));
    const id = toasts.show('offline', 'offline', 0);
    expect(timers).toHaveLength(0);
    toasts.dismiss(id);
    stop();
    toasts.show('info', 'after');
    expect(seen).toEqual([0, 1, 0]);
  });
});
