'use client';

import { useEffect, type RefObject } from 'react';
import { laterPicturesIn, showLaterPicture } from '@/components/LaterPicture';
import { NEAR_SCREEN } from './useOnScreen';

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
      { rootMargin: NEAR_SCREEN },
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
