'use client';

import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { toast } from '@/lib/toast/toastStore';
import { loginPathFor } from '@/lib/routes/returnPath';
import { favouriteStore } from './favouriteStore';
import { sendFavourite, toggleFavourite, type FavouriteTexts, type HeartMode } from './favouriteToggle';
import { HEART_VENDOR, TILE_NODE } from './tileDom';
import { useTileImages } from './useTileImages';

export interface GameTilesOptions {
  signedIn: boolean;
  mode: HeartMode;
  texts: FavouriteTexts;
}

/**
 * The one client part of a list of game tiles: the tiles are plain markup (drawn on the server for first views),
 * and this hook, on the list element, handles every heart (SPEC §4 favourite toggle, the pressed state kept in
 * line with the page's favourite store) and every picture a CDN could not deliver (useTileImages). Its click
 * handler goes on the list element: it is React's, so a tap made while the page hydrates is replayed, not lost.
 */
export function useGameTiles(listRef: RefObject<HTMLElement | null>, options: GameTilesOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useTileImages(listRef);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;

    const paintHearts = () => {
      const known = favouriteStore.snapshot();
      for (const heart of list.querySelectorAll<HTMLElement>(`button[${HEART_VENDOR}]`)) {
        const favourite = known.get(nodeOf(heart));
        if (favourite !== undefined) heart.setAttribute('aria-pressed', String(favourite));
      }
    };

    paintHearts();
    return favouriteStore.subscribe(paintHearts);
  }, [listRef]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const heart = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[${HEART_VENDOR}]`) : null;
    if (heart && event.currentTarget.contains(heart)) void toggleHeart(heart, latest.current);
  };
  return { onClick };
}

/** The game of a heart: its tile's. */
function nodeOf(heart: Element): string {
  return heart.closest(`[${TILE_NODE}]`)?.getAttribute(TILE_NODE) ?? '';
}

async function toggleHeart(heart: HTMLElement, { signedIn, mode, texts }: GameTilesOptions) {
  if (heart.getAttribute('aria-busy') === 'true') return;
  heart.setAttribute('aria-busy', 'true');
  try {
    await toggleFavourite({
      nodeId: nodeOf(heart),
      vendor: heart.getAttribute(HEART_VENDOR) ?? '',
      favourite: heart.getAttribute('aria-pressed') === 'true',
      signedIn,
      mode,
      texts,
      store: favouriteStore,
      toast,
      send: sendFavourite,
      goToLogin: () => window.location.assign(loginPathFor(`${window.location.pathname}${window.location.search}`)),
    });
  } finally {
    heart.removeAttribute('aria-busy');
  }
}
