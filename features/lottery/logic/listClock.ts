import type { Ticker } from './ticker';

/**
 * The platform's clock as one lottery list draws it: the server's render time until the list first ticks, then the
 * shared ticker's time plus the list's clock offset (SPEC §4 lottery countdown). Each row's countdown reads it and
 * subscribes to it on its own, so a tick redraws the countdowns whose text changed, not the list.
 */
export interface ListClock {
  /** Platform time at the last tick (the server's render time before the first). */
  now(): number;
  subscribe(listener: () => void): () => void;
  /** Ticks with `ticker` while the list shows; `offset` is read at every tick (a refresh measures it again). */
  follow(ticker: Ticker, offset: () => number): () => void;
}

export function createListClock(renderedAt: number): ListClock {
  let current = renderedAt;
  const listeners = new Set<() => void>();
  return {
    now: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow(ticker, offset) {
      return ticker.subscribe((clientNow) => {
        current = clientNow + offset();
        listeners.forEach((listener) => listener());
      });
    },
  };
}
