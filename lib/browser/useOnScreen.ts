'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * A quarter of a screen ahead: what comes this near is about to be seen, so its pictures are asked for and its
 * clock ticks while the player scrolls towards it; a load that does not scroll does only what the first screen shows
 * (a whole screen ahead took 21 game pictures, 300 KB, on a home load that showed three).
 */
export const NEAR_SCREEN = '25% 0px';

/**
 * Whether the element is on the screen (within `rootMargin` of it). False until the browser has said so, so a
 * part below the first screen does no work while a page loads that is not scrolled to it.
 */
export function useOnScreen(ref: RefObject<HTMLElement | null>, rootMargin = '0px'): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return onScreen;
}
