import { getTranslations } from 'next-intl/server';
import { HOT_PATH, hotSourceOf, hotTabHref, hotTabOf, hotTabs, neighbourTabs } from '@/features/games/logic/hotTabs';
import type { Query } from '@/features/games/logic/gameListQuery';
import { loadVendorCatalogue, vendorName } from '@/features/games/logic/loadGames';
import { vendorMenuIcon } from '@/features/games/logic/lobby';
import { GameListPanel } from './GameListPanel';
import { MenuStrip } from './MenuStrip';
import { SwipeArea } from './SwipeArea';
import styles from './GameScreens.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { currentSettings, currentViewer } from '@/lib/request/context';

/** The /m/hot entries of a query; FAV needs a session (the page sends visitors to sign in). */
export async function hotTabFor(query: Query): Promise<{ tabs: string[]; tab: string }> {
  const catalogue = await loadVendorCatalogue().catch(orFallback(null));
  const tabs = hotTabs(catalogue?.categories.flatMap((category) => category.vendorNames) ?? []);
  return { tabs, tab: hotTabOf(query, tabs) };
}

/**
 * SPEC §2 hot games (/m/hot): a menu of FAV, HOT and one entry per vendor, and a swipe area that moves between
 * them. Only the current entry is fetched and drawn on the server; the others are one link (or swipe) away.
 */
export async function HotScreen({ tabs, tab, pageNo }: { tabs: string[]; tab: string; pageNo: number }) {
  const [t, tTitles, viewer, snapshot] = await Promise.all([
    getTranslations('games'),
    getTranslations('titles'),
    currentViewer(),
    currentSettings(),
  ]);
  const settings = snapshot?.settings ?? null;
  const catalogue = await loadVendorCatalogue().catch(orFallback(null));
  const labelOf = (key: string) =>
    key === 'FAV' ? t('fav') : key === 'HOT' ? t('hot') : catalogue ? vendorName(catalogue, key) : key;
  const { previous, next } = neighbourTabs(tabs, tab);
  const source = hotSourceOf(tab);

  return (
    <main className={styles.screen} data-screen="hot">
      {/* The header shows the logo here, not a title. */}
      <h1 className="visually-hidden">{tTitles('hot')}</h1>
      <MenuStrip
        label={t('hotMenu')}
        entries={tabs.map((key) => ({
          key,
          label: labelOf(key),
          href: hotTabHref(key),
          current: key === tab,
          ...(key === 'FAV' || key === 'HOT'
            ? {}
            : { icon: vendorMenuIcon(settings, key, key === tab) }),
        }))}
      />
      <SwipeArea
        className={styles.swipe}
        previousHref={previous ? hotTabHref(previous) : null}
        nextHref={next ? hotTabHref(next) : null}
      >
        <GameListPanel
          source={source}
          pageNo={pageNo}
          signedIn={viewer.loggedIn}
          cdns={settings?.imageCDNs ?? []}
          pageHref={(page) => `${HOT_PATH}?${new URLSearchParams({ tab, page: String(page) })}`}
        />
      </SwipeArea>
    </main>
  );
}
