'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { hasMore, loadDelay, SCROLL_THRESHOLD_PX, type PagingState } from './paging';

type Paged = Pick<PagingState, 'status' | 'pageNum' | 'totalPages'>;

/**
 * Infinite scroll (SPEC §9): calls `load` when `endRef`, a marker after the list's last row, comes within
 * `threshold` px of the viewport's bottom, at most once per throttle window. One IntersectionObserver watches the
 * marker (no scroll listener); after every change of `state` the hook checks again while the marker is still near
 * (a short page may not fill the screen, and the observer only reports changes). `load` reads the current page
 * itself, as it may run from a timer.
 */
export function useNearEndLoading({ endRef, state, load, threshold = SCROLL_THRESHOLD_PX }: {
  endRef: RefObject<HTMLElement | null>;
  state: Paged;
  load: () => Promise<void>;
  threshold?: number;
}) {
  const stateRef = useRef(state);
  const nearEnd = useRef(false);
  const lastLoadAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const check = useRef(() => {});

  useEffect(() => {
    check.current = () => {
      const delay = loadDelay({ state: stateRef.current, nearEnd: nearEnd.current, now: Date.now(), lastLoadAt: lastLoadAt.current });
      if (delay === null) return;
      if (delay === 0) {
        lastLoadAt.current = Date.now();
        void load();
      } else if (!timer.current) {
        timer.current = setTimeout(() => {
          timer.current = null;
          check.current();
        }, delay);
      }
    };
  }, [load]);

  // A throttled check may run from a timer after newer state came: it reads the latest through the ref.
  useEffect(() => {
    stateRef.current = state;
    check.current();
  }, [state]);

  const more = hasMore(state);
  useEffect(() => {
    const end = endRef.current;
    if (!end || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        nearEnd.current = entries.at(-1)?.isIntersecting ?? false;
        check.current();
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(end);
    return () => {
      observer.disconnect();
      nearEnd.current = false;
    };
  }, [endRef, more, threshold]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
