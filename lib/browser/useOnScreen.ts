'use client';

import { useEffect, useState, type RefObject } from 'react';

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
