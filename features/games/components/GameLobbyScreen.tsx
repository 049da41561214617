import { getTranslations } from 'next-intl/server';
import { hotGames } from '@/lib/platform/calls';
import { loadVendorCatalogue, vendorName } from '@/features/games/logic/loadGames';
import {
  HOT_TAB, lobbyTabHref, lobbyTabOf, lobbyTabs, vendorIconPath, vendorTileHref, vendorTilesOf,
} from '@/features/games/logic/lobby';
import type { Query } from '@/features/games/logic/gameListQuery';
import { imageCandidates } from '@/features/games/logic/imageCandidates';
import { MenuStrip } from './MenuStrip';
import { TilePicture } from './TilePicture';
import { TilePictureList } from './TilePictureList';
import styles from './GameScreens.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { askPlatform, currentSettings } from '@/lib/request/context';

/** A vendor tile's 64 px icon, asked at two device pixels per CSS pixel (the CDN's is 200 px). */
const VENDOR_TILE_ICON_WIDTH = 128;

/**
 * SPEC §2 popular lobby (/m/gameLobby): category tabs with HOT first, opening on SPORTS when the platform has
 * it; every tab shows vendor tiles ({vendor}-COLOR icon of the image CDN, resized by the app) that open the
 * vendor's game list or launch its lobby. Tabs are links, so the first view of any tab is server HTML.
 */
export async function GameLobbyScreen({ query }: { query: Query }) {
  const [t, snapshot] = await Promise.all([getTranslations('games'), currentSettings()]);
  const settings = snapshot?.settings ?? null;
  const catalogue = await loadVendorCatalogue().catch(orFallback(null));
  if (!catalogue) {
    return (
      <main className={styles.screen} data-screen="game-lobby">
        <p className={styles.unavailable} role="status">
          {t('unavailable')}
        </p>
      </main>
    );
  }
  const tabs = lobbyTabs(catalogue.categories);
  const tab = lobbyTabOf(query, tabs);
  const hot = tab === HOT_TAB ? await askPlatform(hotGames, {}).then((answer) => answer.list).catch(orFallback(null)) : [];
  const tiles = hot ? vendorTilesOf(tab, catalogue.categories, hot) : [];
  const label = (key: string) => textOr(t, `categories.${key}`, key);

  return (
    <main className={styles.screen} data-screen="game-lobby">
      <MenuStrip
        label={t('lobbyTabs')}
        variant="tabs"
        entries={tabs.map((key) => ({ key, label: label(key), href: lobbyTabHref(key, tabs), current: key === tab }))}
      />
      <section aria-labelledby="lobby-vendors">
        <h2 id="lobby-vendors" className={styles.heading}>
          {label(tab)}
        </h2>
        {hot === null ? (
          <p className={styles.unavailable} role="status">
            {t('unavailable')}
          </p>
        ) : tiles.length === 0 ? (
          <div className={styles.empty} role="status" data-empty-state>
            <p>{t('empty')}</p>
          </div>
        ) : (
          <TilePictureList className={styles.vendors} label={t('vendors')}>
            {tiles.map((tile, index) => (
              <li key={tile.vendor}>
                <a href={vendorTileHref(tile, catalogue.lobbies, tab === HOT_TAB)} data-vendor={tile.vendor}>
                  <TilePicture sources={imageCandidates(settings?.imageCDNs ?? [], vendorIconPath(tile.vendor, 'COLOR'), VENDOR_TILE_ICON_WIDTH)} width={64} height={64} priority={index < 6 ? 'firstView' : 'later'} />
                  <span>{vendorName(catalogue, tile.vendor)}</span>
                </a>
              </li>
            ))}
          </TilePictureList>
        )}
      </section>
    </main>
  );
}
