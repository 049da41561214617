import { describe, expect, it } from 'vitest';
import { REFRESH_FALLBACK_MS, REFRESH_MAX_MS, refreshDelay, remainingsOf } from '@/features/lottery/logic/refresh';

// SPEC §4 and §9 lottery menu timer.
describe('refreshDelay', () => {
  it('is the smallest remaining time', () => {
    expect(refreshDelay([12_000, 4_000, 25_000])).toBe(4_000);
    expect(refreshDelay([1])).toBe(1);
  });

  it('is 7000 ms when the smallest is zero or less', () => {
    expect(REFRESH_FALLBACK_MS).toBe(7000);
    expect(refreshDelay([0, 12_000])).toBe(7000);
    expect(refreshDelay([-1, 12_000])).toBe(7000);
    expect(refreshDelay([-50_000])).toBe(7000);
  });

  it('is at most 30000 ms', () => {
    expect(REFRESH_MAX_MS).toBe(30000);
    expect(refreshDelay([30_000])).toBe(30_000);
    expect(refreshDelay([30_001])).toBe(30_000);
    expect(refreshDelay([86_400_000])).toBe(30_000);
    expect(refreshDelay([29_999])).toBe(29_999);
  });

  it('is 30000 ms when no game has a numero', () => {
    expect(refreshDelay([])).toBe(30_000);
  });

  it('adds the after-draw margin to a positive minimum only, still within 30000 ms', () => {
    expect(refreshDelay([4_000], 300)).toBe(4_300);
    expect(refreshDelay([0], 300)).toBe(7000);
    expect(refreshDelay([29_900], 300)).toBe(30_000);
  });
});

describe('remainingsOf', () => {
  it('counts only the games with a numero', () => {
    const games = [{ numero: '20250310-0721', left: 5 }, { numero: '', left: 0 }, { numero: '20250310', left: 9 }];
    expect(remainingsOf(games, (game) => game.left)).toEqual([5, 9]);
    expect(refreshDelay(remainingsOf(games, (game) => game.left))).toBe(5);
  });
});
