import { describe, expect, it } from 'vitest';
import { createTicker, type TickerHost } from '@/features/lottery/logic/ticker';

function fakeHost() {
  let now = 0;
  let hidden = false;
  const intervals = new Map<number, { fn: () => void; ms: number }>();
  let nextHandle = 1;
  const visibility = new Set<() => void>();
  const host: TickerHost = {
    now: () => now,
    setInterval: (fn, ms) => {
      intervals.set(nextHandle, { fn, ms });
      return nextHandle++;
    },
    clearInterval: (handle) => void intervals.delete(handle as number),
    isHidden: () => hidden,
    onVisibilityChange: (fn) => {
      visibility.add(fn);
      return () => void visibility.delete(fn);
    },
  };
  return {
    host,
    intervals,
    advance(ms: number) {
      now += ms;
      for (const { fn } of intervals.values()) fn();
    },
    setHidden(value: boolean) {
      hidden = value;
      visibility.forEach((fn) => fn());
    },
    watchers: () => visibility.size,
  };
}

// SPEC §4/§9: one 500 ms ticker for every row, paused while the tab is hidden.
describe('shared ticker', () => {
  it('runs one 500 ms interval however many rows listen', () => {
    const fake = fakeHost();
    const ticker = createTicker(fake.host);
    const seen: number[][] = [[], [], []];
    const stops = seen.map((list) => ticker.subscribe((now) => list.push(now)));
    expect(fake.intervals.size).toBe(1);
    expect([...fake.intervals.values()][0]!.ms).toBe(500);
    fake.advance(500);
    expect(seen).toEqual([[0, 500], [0, 500], [0, 500]]);
    stops.forEach((stop) => stop());
    expect(fake.intervals.size).toBe(0);
    expect(fake.watchers()).toBe(0);
  });

  it('pauses while hidden and ticks at once when visible again', () => {
    const fake = fakeHost();
    const ticker = createTicker(fake.host);
    const seen: number[] = [];
    ticker.subscribe((now) => seen.push(now));
    fake.setHidden(true);
    expect(ticker.running()).toBe(false);
    fake.advance(10_000);
    expect(seen).toEqual([0]);
    fake.setHidden(false);
    expect(ticker.running()).toBe(true);
    expect(seen).toEqual([0, 10_000]);
    expect(fake.intervals.size).toBe(1);
  });

  it('does not start while the tab is hidden', () => {
    const fake = fakeHost();
    fake.setHidden(true);
    const ticker = createTicker(fake.host);
    ticker.subscribe(() => undefined);
    expect(ticker.running()).toBe(false);
  });
});
