'use client';

import { useEffect, type RefObject } from 'react';
import { LATER_SOURCE } from '@/components/LaterPicture';

// A screen ahead: a picture is asked for while the player scrolls towards it, not once it is in view.
const NEAR = '100% 0px';

/**
 * The pictures of a list drawn as LaterPicture get their address when they come near the screen: one observer for
 * the list, also for the pictures a later page or another tab adds to it.
 */
export function useLaterPictures(listRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const near = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting || !(target instanceof HTMLImageElement)) continue;
          near.unobserve(target);
          const src = target.getAttribute(LATER_SOURCE);
          target.removeAttribute(LATER_SOURCE);
          if (src) target.src = src;
        }
      },
      { rootMargin: NEAR },
    );
    const observeLater = () => {
      for (const image of list.querySelectorAll<HTMLImageElement>(`img[${LATER_SOURCE}]`)) near.observe(image);
    };
    observeLater();
    const added = new MutationObserver(observeLater);
    added.observe(list, { childList: true, subtree: true });
    return () => {
      near.disconnect();
      added.disconnect();
    };
  }, [listRef]);
}
