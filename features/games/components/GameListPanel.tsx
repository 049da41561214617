import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import type { HeartMode } from '@/features/games/logic/favouriteToggle';
import type { GamePage, GameSource } from '@/features/games/logic/gameSource';
import { loadFavouriteIds, loadGamePage } from '@/features/games/logic/loadGames';
import { InfiniteGameList } from './InfiniteGameList';
import styles from './GameScreens.module.css';
import { orFallback } from '@/lib/platform/orFallback';

/** The empty-state text that fits a source. */
async function emptyTextOf(source: GameSource): Promise<string> {
  const t = await getTranslations('games');
  if (source.kind === 'favourites') return t('emptyFavourites');
  if (source.kind === 'recent') return t('emptyRecent');
  if (source.kind === 'list' && source.gameName) return t('emptySearch', { query: source.gameName });
  return t('empty');
}

/**
 * One game list: its first page asked on the server (so the first view is HTML), then handed to the
 * infinite-scroll leaf. Hearts start filled from the platform's isFavourite (row 29 with a token), or from the
 * favourite ids (row 33) for lists that do not say; every favourite in the favourites view is filled.
 */
export async function GameListPanel({
  source,
  pageNo,
  signedIn,
  cdns,
  mode = 'list',
  pageHref,
  clearSearchHref,
}: {
  source: GameSource;
  pageNo: number;
  signedIn: boolean;
  cdns: readonly string[];
  mode?: HeartMode;
  /** The address of another page of this list (the no-script "next page" link). */
  pageHref: (pageNo: number) => string;
  /** The list without its search, offered when the search found nothing. */
  clearSearchHref?: string;
}) {
  const needsIds = signedIn && (source.kind === 'hot' || source.kind === 'recent');
  const [t, emptyText, first, ids] = await Promise.all([
    getTranslations('games'),
    emptyTextOf(source),
    loadGamePage(source, pageNo).catch(orFallback<GamePage | null>(null)),
    needsIds ? loadFavouriteIds() : Promise.resolve([]),
  ]);
  if (!first) {
    return (
      <p className={styles.unavailable} role="status">
        {t('unavailable')}
      </p>
    );
  }
  return (
    <ClientMessages namespaces={['games', 'codes']}>
      <InfiniteGameList
        source={source}
        first={first}
        favouriteIds={ids}
        signedIn={signedIn}
        mode={mode}
        cdns={cdns}
        dropUnfavourited={source.kind === 'favourites'}
        emptyText={emptyText}
        clearSearchHref={clearSearchHref}
        nextHref={first.pageNum < first.totalPages ? pageHref(first.pageNum + 1) : null}
        label={t('games')}
      />
    </ClientMessages>
  );
}
