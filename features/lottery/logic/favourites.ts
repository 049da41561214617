/**
 * SPEC §3 local lottery favourites: localStorage LOTTFAV holds a map from userName to a list of gameIds, the
 * most recently added first.
 */
export const LOTTFAV_KEY = 'LOTTFAV';

export type FavouriteMap = Record<string, string[]>;

/** Reads the stored map; anything unreadable counts as no favourites (never throws). */
export function parseFavouriteMap(raw: string | null | undefined): FavouriteMap {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const map: FavouriteMap = {};
  for (const [user, ids] of Object.entries(parsed as Record<string, unknown>)) {
    if (Array.isArray(ids)) map[user] = [...new Set(ids.filter((id) => typeof id === 'string' || typeof id === 'number').map(String))];
  }
  return map;
}

export function favouritesOf(map: FavouriteMap, userName: string | null | undefined): string[] {
  return userName ? (map[userName] ?? []) : [];
}

/** Adds (to the front: most recently added first) or removes one gameId of one user; a new map. */
export function setFavourite(map: FavouriteMap, userName: string, gameId: string, add: boolean): FavouriteMap {
  const rest = favouritesOf(map, userName).filter((id) => id !== gameId);
  return { ...map, [userName]: add ? [gameId, ...rest] : rest };
}

/** Favourites on top, most recently added first; the others keep their order. */
export function sortFavouritesFirst<T extends { gameId: string }>(games: readonly T[], favourites: readonly string[]): T[] {
  const rank = new Map(favourites.map((id, index) => [id, index]));
  const favourite = games.filter((game) => rank.has(game.gameId)).sort((a, b) => rank.get(a.gameId)! - rank.get(b.gameId)!);
  return [...favourite, ...games.filter((game) => !rank.has(game.gameId))];
}
