'use client';

import { bffValue } from '@/lib/bff/bffFetch';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { favouriteStore, isFavourite } from '@/features/games/logic/favouriteStore';
import type { HeartMode } from '@/features/games/logic/favouriteToggle';
import { useGameTiles } from '@/features/games/logic/useGameTiles';
import { bffPathOf, pageOf, type GamePage, type GameSource } from '@/features/games/logic/gameSource';
import { cameBackThroughHistory, listMemoryKey, recallList, rememberList } from '@/features/games/logic/listMemory';
import { hasMore, initialPaging, nextPageNo, pagingReducer } from '@/features/games/logic/paging';
import { useNearEndLoading } from '@/features/games/logic/useNearEndLoading';
import { GameTile, gameName } from './GameTile';
import styles from './GameScreens.module.css';
import gridStyles from './GameGrid.module.css';
import { useScripted } from '@/lib/browser/useBrowserValue';

const subscribe = (listener: () => void) => favouriteStore.subscribe(listener);
const snapshot = () => favouriteStore.snapshot();
/** The first row of tiles is in view at once: no lazy loading for it. */
const EAGER_TILES = 6;

/**
 * SPEC §4 game list as an infinite grid: the server's first page, then the next page 500 px before the end (at
 * most once per 1000 ms) while pageNum is below totalPages; a failed load stops paging. In the favourites view
 * a game whose heart was emptied leaves the list. Without scripts a real "next page" link stands in.
 */
export function InfiniteGameList({
  source,
  first,
  favouriteIds,
  signedIn,
  mode,
  cdns,
  dropUnfavourited,
  emptyText,
  clearSearchHref,
  nextHref,
  label,
}: {
  source: GameSource;
  first: GamePage;
  favouriteIds: readonly string[];
  signedIn: boolean;
  mode: HeartMode;
  cdns: readonly string[];
  dropUnfavourited: boolean;
  emptyText: string;
  /** For a search that found nothing: the same list without the search. */
  clearSearchHref?: string;
  /** The no-script link to the page after the server's page (null on the last page). */
  nextHref: string | null;
  label: string;
}) {
  const t = useTranslations('games');
  const codes = useTranslations('codes');
  const [state, dispatch] = useReducer(pagingReducer, first, initialPaging);
  const known = useSyncExternalStore(subscribe, snapshot, snapshot);
  const scripted = useScripted();
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  const busy = useRef(false);
  // `load` may run from a timer or a scroll after newer state came: it reads the latest through the ref.
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const load = useCallback(async () => {
    const current = stateRef.current;
    if (busy.current || !hasMore(current)) return;
    busy.current = true;
    const pageNo = nextPageNo(current);
    dispatch({ type: 'start' });
    try {
      const value = await bffValue(bffPathOf(source, pageNo));
      dispatch({ type: 'loaded', page: pageOf(source, value, pageNo) });
    } catch {
      dispatch({ type: 'failed' });
    } finally {
      busy.current = false;
    }
  }, [source]);

  useNearEndLoading({ endRef, state, load });
  const tiles = useGameTiles(listRef, {
    signedIn,
    mode,
    texts: {
      loginFirst: codes('in_logged_login'),
      adding: codes('in_collection'),
      removing: codes('in_cancel_collection'),
      saved: codes('in_chang_saved'),
    },
  });

  // Back from a launched game or a detail: the pages loaded and the scroll position come back with the list,
  // instead of page one at the top.
  const memoryKey = useRef<string | null>(null);
  const [restoreScroll, setRestoreScroll] = useState<number | null>(null);
  useEffect(() => {
    const key = listMemoryKey(`${window.location.pathname}${window.location.search}`, source);
    memoryKey.current = key;
    if (!cameBackThroughHistory()) return;
    const remembered = recallList(key);
    if (!remembered || remembered.pageNum < stateRef.current.pageNum) return;
    window.history.scrollRestoration = 'manual';
    dispatch({ type: 'restore', games: remembered.games, pageNum: remembered.pageNum, totalPages: remembered.totalPages });
    setRestoreScroll(remembered.scrollY);
  }, [source]);

  useEffect(() => {
    if (restoreScroll === null) return;
    window.scrollTo(0, restoreScroll);
  }, [restoreScroll]);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      frame = 0;
      const key = memoryKey.current;
      const { games: loaded, pageNum, totalPages } = stateRef.current;
      if (key) rememberList(key, { games: loaded, pageNum, totalPages, scrollY: window.scrollY });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    save();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, [state.games, state.pageNum]);

  const ids = new Set(favouriteIds);
  const games = dropUnfavourited ? state.games.filter((game) => known.get(game.nodeId) !== false) : state.games;
  const more = hasMore(state);

  return (
    <>
      <ul ref={listRef} className={gridStyles.grid} aria-label={label} aria-busy={state.status === 'loading'} onClick={tiles.onClick}>
        {games.map((game, index) => (
          <GameTile
            key={game.nodeId}
            game={game}
            cdns={cdns}
            favourite={isFavourite(known, game.nodeId, game.isFavourite ?? (source.kind === 'favourites' || ids.has(game.nodeId)))}
            playLabel={t('play', { game: gameName(game) })}
            heartLabel={t('favourite', { game: gameName(game) })}
            priority={index === 0 ? 'largest' : index < EAGER_TILES ? 'firstView' : 'later'}
          />
        ))}
      </ul>
      <div ref={endRef} aria-hidden="true" />
      {games.length === 0 && !more && state.status !== 'loading' && (
        <div className={styles.empty} role="status" data-empty-state>
          {/* Nothing found, drawn as such: a magnifier for a search, an empty tray otherwise (never a '+'). */}
          <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
            {clearSearchHref ? (
              <path d="M21 8a13 13 0 1 1 0 26a13 13 0 1 1 0-26zM30.5 30.5L41 41" />
            ) : (
              <path d="M6 28l6-16h24l6 16v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM6 28h11l2 4h10l2-4h11" />
            )}
          </svg>
          <p>{emptyText}</p>
          {clearSearchHref && (
            <a className={styles.nextPage} href={clearSearchHref} data-clear-search>
              {t('clearSearch')}
            </a>
          )}
        </div>
      )}
      {state.status === 'loading' && (
        <p className={styles.more} role="status">
          {t('loadingMore')}
        </p>
      )}
      {state.status === 'failed' && games.length > 0 && (
        <p className={styles.more} role="status">
          {t('loadFailed')}
        </p>
      )}
      {!scripted && nextHref && more && (
        <a className={styles.nextPage} href={nextHref} rel="next">
          {t('nextPage')}
        </a>
      )}
    </>
  );
}
