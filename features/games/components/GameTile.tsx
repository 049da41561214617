import type { HeartMode } from '@/features/games/logic/favouriteToggle';
import { gameVendor, launchHref } from '@/features/games/logic/launchRequest';
import type { Game } from '@/lib/platform/schemas';
import { imageCandidates } from '@/features/games/logic/imageCandidates';
import { FavouriteButton } from './FavouriteButton';
import { TileImage } from './TileImage';
import styles from './GameGrid.module.css';

export const TILE_IMAGE_SIZE = 96;

export function gameName(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName || game.nodeName;
}

/**
 * SPEC §2 game tile: picture (showIcon or iconUrl from an image CDN), name (gameName or nodeName), the heart;
 * tapping launches. Drawn on the server for first views and in the browser for later pages.
 */
export function GameTile({
  game,
  cdns,
  favourite,
  signedIn,
  mode,
  playLabel,
  eager = false,
}: {
  game: Game;
  cdns: readonly string[];
  favourite: boolean;
  signedIn: boolean;
  mode: HeartMode;
  playLabel: string;
  eager?: boolean;
}) {
  const name = gameName(game);
  return (
    <li className={styles.tile} data-node-id={game.nodeId}>
      <a href={launchHref(game)} aria-label={playLabel}>
        <TileImage
          sources={imageCandidates(cdns, game.showIcon || game.iconUrl)}
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
          eager={eager}
        />
        <span className={styles.name}>{name}</span>
      </a>
      <FavouriteButton
        nodeId={game.nodeId}
        vendor={gameVendor(game)}
        name={name}
        favourite={favourite}
        signedIn={signedIn}
        mode={mode}
      />
    </li>
  );
}
