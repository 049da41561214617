import type { Game } from '@/lib/platform/schemas';
import type { GamePage } from './gameSource';

/** SPEC §9: the game page loads more 500 px before its end, at most once per 1000 ms (other lists pass their own). */
export const SCROLL_THRESHOLD_PX = 500;
export const SCROLL_THROTTLE_MS = 1000;

export type PagingStatus = 'idle' | 'loading' | 'failed';

/** The state of an infinite list (SPEC §4 game list). */
export interface PagingState {
  games: Game[];
  pageNum: number;
  totalPages: number;
  status: PagingStatus;
}

export type PagingAction =
  | { type: 'start' }
  | { type: 'loaded'; page: GamePage }
  | { type: 'failed' }
  | { type: 'reset'; page: GamePage | null }
  | { type: 'restore'; games: Game[]; pageNum: number; totalPages: number };

/** A list whose first page failed starts with no games and no more pages. */
export function initialPaging(first: GamePage | null): PagingState {
  if (!first) return { games: [], pageNum: 0, totalPages: 0, status: 'failed' };
  return { games: first.games, pageNum: first.pageNum, totalPages: first.totalPages, status: 'idle' };
}

/** More pages while pageNum is below totalPages, unless a load failed (SPEC §4: a failed load sets no more pages). */
export function hasMore(state: Pick<PagingState, 'status' | 'pageNum' | 'totalPages'>): boolean {
  return state.status !== 'failed' && state.pageNum < state.totalPages;
}

export function nextPageNo(state: PagingState): number {
  return state.pageNum + 1;
}

/** Filters reset to page 1 and replace the list; later pages append (a game already shown is not repeated). */
export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  switch (action.type) {
    case 'start':
      return state.status === 'loading' || !hasMore(state) ? state : { ...state, status: 'loading' };
    case 'loaded': {
      const { page } = action;
      if (page.pageNum <= 1) return initialPaging(page);
      // A page asked for before the list was restored further down arrives late: the list already has it.
      if (page.pageNum <= state.pageNum) return { ...state, status: 'idle' };
      const seen = new Set(state.games.map((game) => game.nodeId));
      const added = page.games.filter((game) => !seen.has(game.nodeId));
      return { games: [...state.games, ...added], pageNum: page.pageNum, totalPages: page.totalPages, status: 'idle' };
    }
    case 'failed':
      return { ...state, status: 'failed' };
    case 'reset':
      return initialPaging(action.page);
    case 'restore':
      return { games: action.games, pageNum: action.pageNum, totalPages: action.totalPages, status: 'idle' };
  }
}

/**
 * When to load the next page, given whether the end of the list is near (within the threshold, which the
 * observer's margin measures): null = not now (far away, loading, or no more pages); otherwise the delay in ms
 * that keeps loads at most once per throttle window (0 = at once).
 */
export function loadDelay(input: {
  state: Pick<PagingState, 'status' | 'pageNum' | 'totalPages'>;
  nearEnd: boolean;
  now: number;
  lastLoadAt: number | null;
  throttleMs?: number;
}): number | null {
  const { state, nearEnd, now, lastLoadAt, throttleMs = SCROLL_THROTTLE_MS } = input;
  if (state.status === 'loading' || !hasMore(state) || !nearEnd) return null;
  if (lastLoadAt === null) return 0;
  return Math.max(0, lastLoadAt + throttleMs - now);
}
