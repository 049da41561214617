import { getTranslations } from 'next-intl/server';
import type { HeartMode } from '@/features/games/logic/favouriteToggle';
import { loadFavouriteIds } from '@/features/games/logic/loadGames';
import type { ConsolidatedSettings, Game } from '@/lib/platform/schemas';
import { currentViewer } from '@/lib/request/context';
import { GameTile, gameName } from './GameTile';
import { GameTileList } from './GameTileList';
import styles from './GameGrid.module.css';

/**
 * A server-rendered grid of game tiles (links to the launch screen, with hearts). Signed-in players see their
 * favourites filled from the first HTML: from the games' isFavourite, else the favourite ids (row 33), fetched
 * here when the caller did not pass them. Hearts in this grid follow the lobby rule (visitors go to sign in).
 * The tiles are plain markup; the grid has one client island for all of them (GameTileList).
 */
export async function GameGrid({
  games,
  settings,
  playLabel,
  mode = 'lobby',
  favouriteIds,
  signedIn,
}: {
  games: Game[];
  settings: ConsolidatedSettings | null;
  playLabel: (name: string) => string;
  mode?: HeartMode;
  favouriteIds?: readonly string[];
  /** Given by a shared page, which knows the member bit and never reads the session. */
  signedIn?: boolean;
}) {
  const member = signedIn ?? (await currentViewer()).loggedIn;
  const ids = new Set(favouriteIds ?? (member ? await loadFavouriteIds() : []));
  const cdns = settings?.imageCDNs ?? [];
  const [t, codes] = await Promise.all([getTranslations('games'), getTranslations('codes')]);
  return (
    <GameTileList
      className={styles.grid}
      signedIn={member}
      mode={mode}
      texts={{
        loginFirst: codes('in_logged_login'),
        adding: codes('in_collection'),
        removing: codes('in_cancel_collection'),
        saved: codes('in_chang_saved'),
      }}
    >
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          cdns={cdns}
          favourite={game.isFavourite ?? ids.has(game.nodeId)}
          playLabel={playLabel(gameName(game))}
          heartLabel={t('favourite', { game: gameName(game) })}
        />
      ))}
    </GameTileList>
  );
}
