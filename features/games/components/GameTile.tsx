import { gameVendor, launchHref } from '@/features/games/logic/launchRequest';
import type { Game } from '@/lib/platform/schemas';
import { gameTileSources } from '@/features/games/logic/imageCandidates';
import { HEART_VENDOR, TILE_NODE } from '@/features/games/logic/tileDom';
import { TilePicture, type TilePriority } from './TilePicture';
import styles from './GameGrid.module.css';

export const TILE_IMAGE_SIZE = 96;

export function gameName(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName || game.nodeName;
}

/**
 * SPEC §2 game tile: picture (showIcon or iconUrl from an image CDN), name (gameName or nodeName), the heart;
 * tapping launches. Plain markup, drawn on the server for first views and in the browser for later pages: the
 * list's one client island (useGameTiles) handles the heart, whose pressed state is the game's favourite state,
 * and the picture's fallbacks.
 */
export function GameTile({
  game,
  cdns,
  favourite,
  playLabel,
  heartLabel,
  priority,
}: {
  game: Game;
  cdns: readonly string[];
  favourite: boolean;
  playLabel: string;
  heartLabel: string;
  priority?: TilePriority;
}) {
  const tile: Record<string, string> = { [TILE_NODE]: game.nodeId };
  const heart: Record<string, string> = { [HEART_VENDOR]: gameVendor(game) };
  return (
    <li className={styles.tile} {...tile}>
      <a href={launchHref(game)} aria-label={playLabel}>
        <TilePicture
          sources={gameTileSources(cdns, game.showIcon || game.iconUrl, priority !== undefined && priority !== 'later')}
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
          priority={priority}
        />
        <span className={styles.name}>{gameName(game)}</span>
      </a>
      <button type="button" className={styles.heart} aria-pressed={favourite} aria-label={heartLabel} {...heart} />
    </li>
  );
}
