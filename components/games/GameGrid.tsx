import { launchHref } from '@/lib/games/launchRequest';
import type { Game } from '@/lib/platform/schemas';
import { imageUrl } from '@/lib/settings/imageUrl';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import styles from './GameGrid.module.css';

export function GameGrid({
  games,
  settings,
  playLabel,
}: {
  games: Game[];
  settings: ConsolidatedSettings | null;
  playLabel: (name: string) => string;
}) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => {
        const name = game.gameName || game.nodeName;
        return (
          <li key={game.nodeId} className={styles.tile}>
            <a href={launchHref(game)} aria-label={playLabel(name)}>
              <img
                src={imageUrl(settings, game.showIcon || game.iconUrl)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
