import type { DoorAddress } from '@/lib/bff/bffFetch';
import type { Game } from '@/lib/platform/schemas';

/** SPEC §9: games, favourites and recent games come 26 to a page. */
export const PAGE_SIZE = 26;

/**
 * Where a game list comes from (SPEC §7 game calls): the game list (row 29, paged), the hot list (row 30, no
 * paging), the player's favourites (row 34, paged) or recent games (row 38, paged). Only what the caller
 * chooses: the server adds merchant, client type, page size and language.
 */
export type GameSource =
  | { kind: 'list'; gameType?: string; vassalage?: string; gameName?: string; isNew?: '1'; gameClassify?: string }
  | { kind: 'hot'; gameType?: string }
  | { kind: 'favourites' }
  | { kind: 'recent'; gameType?: string; vendor?: string };

/** One page of games, whatever the source answered (games/content/list; recent answers no pageNum). */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

/** Favourites and recent games belong to a player: visitors are sent to /m/login (SPEC §6). */
export function sourceNeedsSession(source: GameSource): boolean {
  return source.kind === 'favourites' || source.kind === 'recent';
}

function query(entries: Record<string, string | number | undefined>): `?${string}` | '' {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The backend-for-frontend address of one page of a source (the browser's only door to the platform). */
export function bffPathOf(source: GameSource, pageNo: number): DoorAddress {
  switch (source.kind) {
    case 'list':
      return `/lgw/games/mobile${query({
        gameType: source.gameType,
        vassalage: source.vassalage,
        gameName: source.gameName,
        isNew: source.isNew,
        gameClassify: source.gameClassify,
        pageNo,
      })}`;
    case 'hot':
      return '/lgw/games/hot';
    case 'favourites':
      return `/lgw/games/favourite${query({ pageNo })}`;
    case 'recent':
      return `/lgw/games/recent${query({ page: pageNo, gameType: source.gameType, vendor: source.vendor })}`;
  }
}

const games = (value: unknown): Game[] => (Array.isArray(value) ? (value as Game[]) : []);
const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The answer of a source as one page. The hot list is one page; the recent list carries no page number, so
 * the page asked for is the page answered. The hot list is narrowed to a category when the source names one.
 */
export function pageOf(source: GameSource, value: unknown, pageNo: number): GamePage {
  const answer = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  switch (source.kind) {
    case 'list':
      return { games: games(answer.games), pageNum: count(answer.pageNum, pageNo), totalPages: count(answer.totalPages, 0) };
    case 'favourites':
      return { games: games(answer.content), pageNum: count(answer.pageNum, pageNo), totalPages: count(answer.totalPages, 0) };
    case 'recent':
      return { games: games(answer.list), pageNum: pageNo, totalPages: count(answer.totalPages, 0) };
    case 'hot': {
      const all = games(answer.list);
      const list = source.gameType ? all.filter((game) => game.gameType === source.gameType) : all;
      return { games: list, pageNum: 1, totalPages: list.length > 0 ? 1 : 0 };
    }
  }
}
