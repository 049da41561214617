import { describe, expect, it } from 'vitest';
import { createListClock } from '@/features/lottery/logic/listClock';
import type { Ticker } from '@/features/lottery/logic/ticker';

function fakeTicker() {
  const listeners = new Set<(now: number) => void>();
  const ticker: Ticker = {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    running: () => listeners.size > 0,
  };
  return { ticker, tick: (now: number) => listeners.forEach((listener) => listener(now)), listening: () => listeners.size };
}

// SPEC §4 lottery countdown: the rows draw the platform's clock, the server's render time until the first tick.
describe('a lottery list clock', () => {
  it('reads the server render time until it follows the ticker, then the ticker plus the offset read at each tick', () => {
    const clock = createListClock(1_000_000);
    const fake = fakeTicker();
    let ticks = 0;
    clock.subscribe(() => ticks++);
    expect(clock.now()).toBe(1_000_000);
    let offset = 5000;
    const stop = clock.follow(fake.ticker, () => offset);
    fake.tick(996_000);
    expect(clock.now()).toBe(1_001_000);
    offset = 7000;
    fake.tick(996_500);
    expect(clock.now()).toBe(1_003_500);
    expect(ticks).toBe(2);
    stop();
    expect(fake.listening()).toBe(0);
    fake.tick(997_000);
    expect(clock.now()).toBe(1_003_500);
  });

  it('tells only the rows still subscribed', () => {
    const clock = createListClock(0);
    const fake = fakeTicker();
    const told: string[] = [];
    const stopA = clock.subscribe(() => told.push('a'));
    clock.subscribe(() => told.push('b'));
    clock.follow(fake.ticker, () => 0);
    fake.tick(1);
    stopA();
    fake.tick(2);
    expect(told).toEqual(['a', 'b', 'b']);
  });
});
