import { game as gameSchema, type ConsolidatedSettings, type Game, type VendorLobby } from '@/lib/platform/schemas';
import { resizedImageUrl } from '@/lib/images/resizedImage';
import { GAME_LOBBY_PATH, gameListHref, type Query } from './gameListQuery';
import { launchHref, LOTTERY_LOBBY_VENDORS } from './launchRequest';

/** SPEC §2 popular lobby: HOT comes first, then the platform's categories; it opens on SPORTS if present. */
export const HOT_TAB = 'HOT';
export const PREFERRED_TAB = 'SPORTS';
/** Categories whose vendors are one room: their tile launches the vendor's lobby instead of listing games. */
export const SINGLE_ROOM_CATEGORIES: readonly string[] = ['LIVE', 'SPORTS'];

export interface VendorCategoryEntry {
  gameCategory: string;
  vendorNames: string[];
}

export function lobbyTabs(categories: readonly VendorCategoryEntry[]): string[] {
  return [...new Set([HOT_TAB, ...categories.map((category) => category.gameCategory)])];
}

export function defaultLobbyTab(tabs: readonly string[]): string {
  return tabs.includes(PREFERRED_TAB) ? PREFERRED_TAB : (tabs[0] ?? HOT_TAB);
}

export function lobbyTabOf(query: Query, tabs: readonly string[]): string {
  const asked = typeof query.tab === 'string' ? query.tab.toUpperCase() : '';
  return tabs.includes(asked) ? asked : defaultLobbyTab(tabs);
}

export function lobbyTabHref(tab: string, tabs: readonly string[]): string {
  return tab === defaultLobbyTab(tabs) ? GAME_LOBBY_PATH : `${GAME_LOBBY_PATH}?tab=${encodeURIComponent(tab)}`;
}

/** A vendor tile of a tab: the vendor and the category it belongs to. */
export interface VendorTile {
  vendor: string;
  category: string;
}

export function categoryOfVendor(categories: readonly VendorCategoryEntry[], vendor: string): string | null {
  return categories.find((category) => category.vendorNames.includes(vendor))?.gameCategory ?? null;
}

/** The vendors a tab shows: the category's vendors, or for HOT every vendor with a hot game (hot-list order). */
export function vendorTilesOf(tab: string, categories: readonly VendorCategoryEntry[], hotGames: readonly Game[]): VendorTile[] {
  if (tab !== HOT_TAB) {
    const category = categories.find((entry) => entry.gameCategory === tab);
    return (category?.vendorNames ?? []).map((vendor) => ({ vendor, category: tab }));
  }
  const tiles: VendorTile[] = [];
  for (const hot of hotGames) {
    const vendor = hot.vassalage || hot.vendorCode;
    if (!vendor || tiles.some((tile) => tile.vendor === vendor)) continue;
    const category = categoryOfVendor(categories, vendor) ?? hot.gameType;
    if (category) tiles.push({ vendor, category });
  }
  return tiles;
}

/** A lobby entry of row 32 as a game, so it launches exactly like a game tile does. */
export function lobbyGame(lobby: VendorLobby): Game {
  return gameSchema.parse({
    nodeId: lobby.nodeId,
    gameName: lobby.displayName,
    vassalage: lobby.vassalage,
    gameType: lobby.gameType,
    gameId: lobby.gameId,
    mobileLargeIcon: lobby.mobileLargeIcon,
  });
}

/**
 * Where a vendor tile leads: single-room vendors (live casino, sports) and the lottery-lobby vendors launch
 * their lobby; every other vendor opens its game list (on the Hot classification from the HOT tab).
 */
export function vendorTileHref(tile: VendorTile, lobbies: readonly VendorLobby[], fromHotTab = false): string {
  const lobby = lobbies.find((entry) => entry.vassalage === tile.vendor);
  const launches =
    SINGLE_ROOM_CATEGORIES.includes(tile.category) || (LOTTERY_LOBBY_VENDORS as readonly string[]).includes(tile.vendor);
  if (launches && lobby) return launchHref(lobbyGame(lobby));
  return gameListHref({ type: tile.category, vendor: tile.vendor, classify: fromHotTab ? 'hot' : 'all' });
}

export type IconVariant = 'WHITE' | 'COLOR';

/** SPEC §3 vendor icons on the image CDN: {vendor}-WHITE and {vendor}-COLOR. */
export function vendorIconPath(vendor: string, variant: IconVariant): string {
  return `/${vendor}-${variant}.png`;
}

/** A vendor menu's 24 px icon at up to four device pixels per CSS pixel: the CDN's is 200 px, 13 KiB. */
const VENDOR_MENU_ICON_WIDTH = 96;

/** SPEC §2 vendor menus (/m/hot, the game lists): the vendor's icon, coloured on the current entry, resized. */
export function vendorMenuIcon(settings: Pick<ConsolidatedSettings, 'imageCDNs'> | null, vendor: string, current: boolean): string {
  return resizedImageUrl(settings, vendorIconPath(vendor, current ? 'COLOR' : 'WHITE'), VENDOR_MENU_ICON_WIDTH);
}
