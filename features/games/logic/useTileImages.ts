'use client';

import { useEffect, type RefObject } from 'react';
import { LATER_SOURCE } from '@/components/LaterPicture';
import { useLaterPictures } from '@/lib/browser/useLaterPictures';
import { IMAGE_FALLBACKS, nextImageSource } from './tileDom';

function tryNextImage(image: HTMLImageElement) {
  const next = nextImageSource(image.getAttribute(IMAGE_FALLBACKS), image.getAttribute('src'));
  if (!next) return;
  if (next.rest.length) image.setAttribute(IMAGE_FALLBACKS, JSON.stringify(next.rest));
  else image.removeAttribute(IMAGE_FALLBACKS);
  image.src = next.src;
}

/**
 * The pictures of a list of tiles (TilePicture markup): those below the first screen are asked for near it
 * (useLaterPictures); one a CDN could not deliver is asked from the next CDN, then the placeholder is shown, also
 * when it broke before the page's script started.
 */
export function useTileImages(listRef: RefObject<HTMLElement | null>) {
  useLaterPictures(listRef);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Load errors do not bubble: the list hears them while they travel down to the picture.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && list.contains(event.target)) tryNextImage(event.target);
    };
    for (const image of list.querySelectorAll('img')) {
      if (!image.hasAttribute(LATER_SOURCE) && image.complete && image.naturalWidth === 0) tryNextImage(image);
    }
    list.addEventListener('error', onError, true);
    return () => list.removeEventListener('error', onError, true);
  }, [listRef]);
}
