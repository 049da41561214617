'use client';

import { useEffect, type RefObject } from 'react';
import { laterPicturesIn, showLaterPicture } from '@/components/LaterPicture';
import { afterFirstScroll } from './firstScroll';
import { NEAR_SCREEN } from './useOnScreen';

/**
 * The pictures of a list drawn as LaterPicture get their address when they come on the screen, and from the player's
 * first scroll on, when they come near it: one observer for the list, also for the pictures a later page or another
 * tab adds to it. A load nobody scrolls asks only for what the screen shows: the quarter of a screen ahead took home's
 * grid two rows below a phone's first screen, six pictures (43 KB) nobody had seen.
 */
export function useLaterPictures(listRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const show = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || !(target instanceof HTMLImageElement)) continue;
        observer.unobserve(target);
        showLaterPicture(target);
      }
    };
    let near = new IntersectionObserver(show);
    const observeLater = () => {
      for (const image of laterPicturesIn(list)) near.observe(image);
    };
    observeLater();
    const stopWaiting = afterFirstScroll(() => {
      near.disconnect();
      near = new IntersectionObserver(show, { rootMargin: NEAR_SCREEN });
      observeLater();
    });
    const added = new MutationObserver(observeLater);
    added.observe(list, { childList: true, subtree: true });
    return () => {
      stopWaiting();
      near.disconnect();
      added.disconnect();
    };
  }, [listRef]);
}
