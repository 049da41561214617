/**
 * SPEC §2 notice ticker: the scroll speed scales with the window width divided by 1200, i.e. one pixel per
 * frame (60 frames a second) on a 1200 px window and proportionally less on a phone.
 */
export const TICKER_PX_PER_SECOND_AT_1200 = 60;
/** Shortest loop, so a single short title does not flicker past. */
export const TICKER_MIN_DURATION_MS = 4000;

export function tickerSpeed(windowWidth: number): number {
  const width = Number.isFinite(windowWidth) && windowWidth > 0 ? windowWidth : 1200;
  return TICKER_PX_PER_SECOND_AT_1200 * (width / 1200);
}

/** How long one copy of the titles (distancePx wide) takes to scroll by. */
export function tickerDurationMs(distancePx: number, windowWidth: number): number {
  if (!Number.isFinite(distancePx) || distancePx <= 0) return TICKER_MIN_DURATION_MS;
  return Math.max(TICKER_MIN_DURATION_MS, Math.round((distancePx / tickerSpeed(windowWidth)) * 1000));
}
