import { classificationOf } from './classifications';
import type { GameSource } from './gameSource';

export type Query = Record<string, string | string[] | undefined>;

export const GAME_LOBBY_PATH = '/m/gameLobby';
/** Menu entries of the game list before the vendors (SPEC §2: hot, favourites, then vendors). */
export const HOT_ENTRY = 'HOT';
export const FAV_ENTRY = 'FAV';
/** SPEC §2: the search box is only for slots. */
export const SEARCH_CATEGORY = 'RNG';
const SEARCH_MAX = 64;
const MAX_PAGE = 1000;

const CODE = /^[A-Z0-9_]{1,32}$/;

/**
 * The game list screen as an address: /m/gameLobby?type=RNG&vendor=PG&classify=new&q=tiger&page=2.
 * `type` is the game category; `vendor` a vendor code, HOT or FAV (none = every vendor of the category);
 * `classify` the classification bar's key; `q` the slots search; `page` the first page shown (the no-script
 * "next page" link).
 */
export interface GameListView {
  type: string;
  vendor: string | null;
  classify: string;
  q: string;
  page: number;
}

function one(query: Query, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

/** The list view an address asks for; null when it names no category (the address is the lobby then). */
export function gameListViewOf(query: Query): GameListView | null {
  const type = one(query, 'type')?.toUpperCase();
  if (!type || !CODE.test(type)) return null;
  const vendorText = one(query, 'vendor')?.toUpperCase();
  const vendor = vendorText && CODE.test(vendorText) ? vendorText : null;
  const q = type === SEARCH_CATEGORY ? (one(query, 'q') ?? '').trim().slice(0, SEARCH_MAX) : '';
  const page = Number.parseInt(one(query, 'page') ?? '1', 10);
  return {
    type,
    vendor,
    classify: classificationOf(one(query, 'classify'), type),
    q,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Whether the classification bar and search apply: they filter one vendor's (or the category's) games. */
export function isVendorList(view: GameListView): boolean {
  return view.vendor !== HOT_ENTRY && view.vendor !== FAV_ENTRY;
}

export function searchable(view: GameListView): boolean {
  return view.type === SEARCH_CATEGORY && isVendorList(view);
}

/** Where the view's games come from (SPEC §7 game calls). */
export function sourceOfView(view: GameListView): GameSource {
  if (view.vendor === HOT_ENTRY) return { kind: 'hot', gameType: view.type };
  if (view.vendor === FAV_ENTRY || view.classify === 'favourite') return { kind: 'favourites' };
  const vendor = view.vendor ?? undefined;
  if (view.classify === 'recent') return { kind: 'recent', gameType: view.type, vendor };
  const list: GameSource = { kind: 'list', gameType: view.type, vassalage: vendor };
  if (view.q) list.gameName = view.q;
  if (view.classify === 'new') list.isNew = '1';
  else if (view.classify !== 'all') list.gameClassify = view.classify;
  return list;
}

/** The address of a list view; defaults are left out so equal views have equal addresses. */
export function gameListHref(view: Partial<GameListView> & { type: string }): string {
  const params = new URLSearchParams({ type: view.type });
  if (view.vendor) params.set('vendor', view.vendor);
  if (view.classify && view.classify !== 'all') params.set('classify', view.classify);
  if (view.q) params.set('q', view.q);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  return `${GAME_LOBBY_PATH}?${params}`;
}
