import 'server-only';
import { favouriteGames, favouriteIds, gameList, hotGames, recentGames, vendorLobbies, vendorTypes } from '@/lib/platform/calls';
import { askPlatform, currentSession } from '@/lib/request/context';
import type { VendorLobby } from '@/lib/platform/schemas';
import { pageOf, type GamePage, type GameSource } from './gameSource';
import type { VendorCategoryEntry } from './lobby';
import { orFallback } from '@/lib/platform/orFallback';

/** One page of a source, asked on the server for the first view. */
export async function loadGamePage(source: GameSource, pageNo: number): Promise<GamePage> {
  switch (source.kind) {
    case 'list': {
      const { kind: _kind, ...filters } = source;
      return pageOf(source, await askPlatform(gameList, { ...filters, pageNo }), pageNo);
    }
    case 'hot':
      return pageOf(source, await askPlatform(hotGames, {}), 1);
    case 'favourites':
      return pageOf(source, await askPlatform(favouriteGames, { pageNo }), pageNo);
    case 'recent':
      return pageOf(
        source,
        await askPlatform(recentGames, { page: pageNo, gameType: source.gameType, vendor: source.vendor }),
        pageNo,
      );
  }
}

/** The player's favourite nodeIds (row 33); empty for visitors or when the platform does not answer. */
export async function loadFavouriteIds(): Promise<string[]> {
  if (!(await currentSession())) return [];
  return askPlatform(favouriteIds, {}).catch(orFallback([]));
}

/**
 * The vendor catalogue changes rarely: rows 31 and 32 are kept for a minute (SPEC §3 keeps them in local
 * storage). Only answers are kept; a failure is asked again next time.
 */
const CATALOGUE_TTL_MS = 60_000;
const store = globalThis as typeof globalThis & {
  __mcVendorCatalogue?: { at: number; value: Promise<VendorCatalogue> };
};

export interface VendorCatalogue {
  categories: VendorCategoryEntry[];
  lobbies: VendorLobby[];
}

export function loadVendorCatalogue(): Promise<VendorCatalogue> {
  const cached = store.__mcVendorCatalogue;
  if (cached && Date.now() - cached.at < CATALOGUE_TTL_MS) return cached.value;
  const value = Promise.all([askPlatform(vendorTypes, {}), askPlatform(vendorLobbies, {})]).then(
    ([types, lobbies]) => ({ categories: types.content, lobbies }),
  );
  const entry = { at: Date.now(), value };
  store.__mcVendorCatalogue = entry;
  value.catch(() => {
    if (store.__mcVendorCatalogue === entry) store.__mcVendorCatalogue = undefined;
  });
  return value;
}

/** A vendor's display name from its lobby entry (row 32), else its code. */
export function vendorName(catalogue: VendorCatalogue, vendor: string): string {
  return catalogue.lobbies.find((lobby) => lobby.vassalage === vendor)?.displayName || vendor;
}
