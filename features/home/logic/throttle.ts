/**
 * Runs `fn` at most once per `ms` (the first call runs at once; calls inside the window are dropped). SPEC §7
 * throttles the inbox unread count to 250 ms.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (...args: Args) => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    fn(...args);
  };
}

export const INBOX_UNREAD_THROTTLE_MS = 250;
