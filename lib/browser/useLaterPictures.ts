'use client';

import { useEffect, type RefObject } from 'react';
import { laterPicturesIn, showLaterPicture } from '@/components/LaterPicture';

// A quarter of a screen ahead: a picture is asked for while the player scrolls towards it, not once it is in view,
// and a load that does not scroll asks only for what the first screen shows (a whole screen ahead took 21 game
// pictures, 300 KB, on a home load that showed three).
const NEAR = '25% 0px';

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
          showLaterPicture(target);
        }
      },
      { rootMargin: NEAR },
    );
    const observeLater = () => {
      for (const image of laterPicturesIn(list)) near.observe(image);
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
