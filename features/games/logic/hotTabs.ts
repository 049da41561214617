import type { GameSource } from './gameSource';
import type { Query } from './gameListQuery';

export const HOT_PATH = '/m/hot';
export const FAV_TAB = 'FAV';
export const HOT_TAB = 'HOT';
/** SPEC §2 home: the hot-games swipe opens on its second entry, HOT. */
export const DEFAULT_HOT_TAB = HOT_TAB;

/** SPEC §2 /m/hot: FAV, HOT, then one entry per vendor. */
export function hotTabs(vendors: readonly string[]): string[] {
  return [...new Set([FAV_TAB, HOT_TAB, ...vendors])];
}

export function hotTabOf(query: Query, tabs: readonly string[]): string {
  const asked = typeof query.tab === 'string' ? query.tab.toUpperCase() : '';
  return tabs.includes(asked) ? asked : DEFAULT_HOT_TAB;
}

export function hotTabHref(tab: string): string {
  return tab === DEFAULT_HOT_TAB ? HOT_PATH : `${HOT_PATH}?tab=${encodeURIComponent(tab)}`;
}

export function hotSourceOf(tab: string): GameSource {
  if (tab === FAV_TAB) return { kind: 'favourites' };
  if (tab === HOT_TAB) return { kind: 'hot' };
  return { kind: 'list', vassalage: tab };
}

/** The entries a swipe reaches from `tab`: the one before and the one after (none past the ends). */
export function neighbourTabs(tabs: readonly string[], tab: string): { previous: string | null; next: string | null } {
  const index = tabs.indexOf(tab);
  if (index < 0) return { previous: null, next: null };
  return { previous: tabs[index - 1] ?? null, next: tabs[index + 1] ?? null };
}
