/** SPEC §4 and §9 lottery menu refresh timer. */
export const REFRESH_FALLBACK_MS = 7000;
export const REFRESH_MAX_MS = 30000;
/**
 * Added to a positive minimum so the refresh reaches the platform just after the issue closed rather than a
 * few milliseconds before it (which would answer the old issue and fall back to 7000 ms).
 */
export const REFRESH_AFTER_DRAW_MS = 300;

/**
 * The delay before the next menu load: the minimum remaining time of the games that have a numero; 7000 ms
 * when that is 0 or less; never more than 30000 ms (also when no game has a numero).
 */
export function refreshDelay(remainings: readonly number[], afterDrawMs = 0): number {
  const finite = remainings.filter((value) => !Number.isNaN(value));
  const min = finite.length ? Math.min(...finite) : Number.POSITIVE_INFINITY;
  if (min <= 0) return REFRESH_FALLBACK_MS;
  return Math.min(min + afterDrawMs, REFRESH_MAX_MS);
}

/** The remaining times that count for the timer: games with a numero only. */
export function remainingsOf<T extends { numero: string }>(games: readonly T[], remainingOf: (game: T) => number): number[] {
  return games.filter((game) => game.numero !== '').map(remainingOf);
}
