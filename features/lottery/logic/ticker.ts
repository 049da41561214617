import { TICK_MS } from './countdown';

/** What the ticker needs of the browser; injected so the tests drive it without a DOM. */
export interface TickerHost {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  isHidden(): boolean;
  onVisibilityChange(fn: () => void): () => void;
}

export interface Ticker {
  /** Called with the client time now and on every tick while anyone listens; answers the unsubscribe. */
  subscribe(listener: (now: number) => void): () => void;
  running(): boolean;
}

/**
 * SPEC §4 and §9: ONE 500 ms ticker for every countdown on the page (rows subscribe, they never start timers
 * of their own). It runs only while someone listens and the tab is visible; when the tab comes back it ticks at
 * once, so the countdowns jump to the right time instead of resuming from where they stopped.
 */
export function createTicker(host: TickerHost, intervalMs = TICK_MS): Ticker {
  const listeners = new Set<(now: number) => void>();
  let handle: unknown = null;
  let stopWatching: (() => void) | null = null;

  const tick = () => {
    const now = host.now();
    listeners.forEach((listener) => listener(now));
  };
  const start = () => {
    if (handle === null && !host.isHidden()) handle = host.setInterval(tick, intervalMs);
  };
  const stop = () => {
    if (handle !== null) host.clearInterval(handle);
    handle = null;
  };
  const onVisibility = () => {
    if (host.isHidden()) {
      stop();
    } else if (listeners.size > 0) {
      tick();
      start();
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) stopWatching = host.onVisibilityChange(onVisibility);
      start();
      listener(host.now());
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop();
          stopWatching?.();
          stopWatching = null;
        }
      };
    },
    running: () => handle !== null,
  };
}

let shared: Ticker | null = null;

/** The page's one ticker (browser only). */
export function sharedTicker(): Ticker {
  if (!shared) {
    shared = createTicker({
      now: () => Date.now(),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      isHidden: () => document.visibilityState === 'hidden',
      onVisibilityChange: (fn) => {
        document.addEventListener('visibilitychange', fn);
        return () => document.removeEventListener('visibilitychange', fn);
      },
    });
  }
  return shared;
}
