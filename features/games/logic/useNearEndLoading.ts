'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { hasMore, loadDelay, type PagingState } from './paging';

type Paged = Pick<PagingState, 'status' | 'pageNum' | 'totalPages'>;

/**
 * Infinite scroll (SPEC §9): calls `load` when the end of the list comes within `threshold` px of the viewport's
 * bottom, at most once per throttle window, and checks again after every change of `state` (a short page may not
 * fill the screen). `load` reads the current page itself, as it may run from a timer.
 */
export function useNearEndLoading({ listRef, state, load, threshold }: {
  listRef: RefObject<HTMLElement | null>;
  state: Paged;
  load: () => Promise<void>;
  threshold?: number;
}) {
  const stateRef = useRef(state);
  const lastLoadAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A throttled check may run from a timer after newer state came: it reads the latest through the ref.
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    if (!hasMore(state) || state.status === 'loading') return;
    const check = () => {
      const list = listRef.current;
      if (!list) return;
      const distanceToEnd = list.getBoundingClientRect().bottom - window.innerHeight;
      const delay = loadDelay({ state: stateRef.current, distanceToEnd, now: Date.now(), lastLoadAt: lastLoadAt.current, threshold });
      if (delay === null) return;
      if (delay === 0) {
        lastLoadAt.current = Date.now();
        void load();
      } else if (!timer.current) {
        timer.current = setTimeout(() => {
          timer.current = null;
          check();
        }, delay);
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [state, listRef, load, threshold]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
