import { getTranslations } from 'next-intl/server';
import { classificationsFor } from '@/features/games/logic/classifications';
import {
  FAV_ENTRY, GAME_LOBBY_PATH, gameListHref, HOT_ENTRY, isVendorList, searchable, sourceOfView, type GameListView,
} from '@/features/games/logic/gameListQuery';
import { loadVendorCatalogue, vendorName } from '@/features/games/logic/loadGames';
import { vendorMenuIcon } from '@/features/games/logic/lobby';
import { ClassificationBar, type ClassificationEntry } from './ClassificationBar';
import { GameListPanel } from './GameListPanel';
import { MenuStrip, type MenuEntry } from './MenuStrip';
import styles from './GameScreens.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { currentSettings, currentViewer } from '@/lib/request/context';

/** A classification's label: the known keys are translated, others read as the platform wrote them. */
function classificationLabel(t: { has(key: string): boolean }, key: string): string {
  return textOr(t, `classify.${key}`, key);
}

/**
 * SPEC §2 game list screen, drawn on the server: the vendor/type menu (hot, favourites, then the category's
 * vendors), the slots search (a GET form), the classification bar and the first page of the grid. Changing the
 * language renders this again on the server, so the list reloads in the new language.
 */
export async function GameListScreen({ view }: { view: GameListView }) {
  const [t, viewer, snapshot] = await Promise.all([
    getTranslations('games'),
    currentViewer(),
    currentSettings(),
  ]);
  const settings = snapshot?.settings ?? null;
  const catalogue = await loadVendorCatalogue().catch(orFallback(null));
  const vendors = catalogue?.categories.find((category) => category.gameCategory === view.type)?.vendorNames ?? [];

  const menu: MenuEntry[] = [
    { key: HOT_ENTRY, label: t('hot'), href: gameListHref({ type: view.type, vendor: HOT_ENTRY }), current: view.vendor === HOT_ENTRY },
    { key: FAV_ENTRY, label: t('fav'), href: gameListHref({ type: view.type, vendor: FAV_ENTRY }), current: view.vendor === FAV_ENTRY },
    ...vendors.map((vendor) => ({
      key: vendor,
      label: catalogue ? vendorName(catalogue, vendor) : vendor,
      href: gameListHref({ type: view.type, vendor }),
      current: view.vendor === vendor,
      icon: vendorMenuIcon(settings, vendor, view.vendor === vendor),
    })),
  ];

  const classifications: ClassificationEntry[] = classificationsFor(view.type).map((key) => ({
    key,
    label: classificationLabel(t, key),
    // A classification change starts again from page 1; the search stays.
    href: gameListHref({ type: view.type, vendor: view.vendor ?? undefined, classify: key, q: view.q }),
    current: view.classify === key,
  }));

  const source = sourceOfView(view);
  const title = textOr(t, `categories.${view.type}`, view.type);

  return (
    <main className={styles.screen} data-screen="game-list">
      <h2 className="visually-hidden">{title}</h2>
      <MenuStrip label={t('vendors')} entries={menu} />
      {searchable(view) && (
        <form className={styles.search} role="search" method="get" action={GAME_LOBBY_PATH}>
          <input type="hidden" name="type" value={view.type} />
          {view.vendor && <input type="hidden" name="vendor" value={view.vendor} />}
          {source.kind === 'list' && view.classify !== 'all' && <input type="hidden" name="classify" value={view.classify} />}
          <label className="visually-hidden" htmlFor="game-search">
            {t('searchLabel')}
          </label>
          <input
            id="game-search"
            type="search"
            name="q"
            defaultValue={view.q}
            maxLength={64}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit">{t('searchSubmit')}</button>
        </form>
      )}
      {isVendorList(view) && (
        <ClassificationBar
          entries={classifications}
          label={t('classifications')}
          leftLabel={t('scrollLeft')}
          rightLabel={t('scrollRight')}
        />
      )}
      <GameListPanel
        source={source}
        pageNo={view.page}
        signedIn={viewer.loggedIn}
        cdns={settings?.imageCDNs ?? []}
        pageHref={(page) => gameListHref({ ...view, vendor: view.vendor ?? undefined, page })}
        clearSearchHref={view.q ? gameListHref({ ...view, vendor: view.vendor ?? undefined, q: '', page: 1 }) : undefined}
      />
    </main>
  );
}
