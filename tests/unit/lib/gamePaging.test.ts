import { describe, expect, it } from 'vitest';
import { bffPathOf, pageOf, type GamePage } from '@/features/games/logic/gameSource';
import { hasMore, initialPaging, loadDelay, nextPageNo, pagingReducer, type PagingState } from '@/features/games/logic/paging';
import { game, type Game } from '@/lib/platform/schemas';

const games = (from: number, count: number): Game[] =>
  Array.from({ length: count }, (_, i) => game.parse({ nodeId: from + i, gameName: `G${from + i}`, vassalage: 'PG', gameType: 'RNG' }));
const page = (pageNum: number, totalPages: number, list = games(pageNum * 100, 26)): GamePage => ({ games: list, pageNum, totalPages });

// SPEC §4 game list: first page replaces, later pages append while pageNum < totalPages; a failed load stops
describe('paging state', () => {
  it('starts from the server page and knows whether more pages follow', () => {
    const state = initialPaging(page(1, 3));
    expect(state).toMatchObject({ pageNum: 1, totalPages: 3, status: 'idle' });
    expect(state.games).toHaveLength(26);
    expect(hasMore(state)).toBe(true);
    expect(nextPageNo(state)).toBe(2);
  });

  it('appends later pages and stops at the last one', () => {
    let state = initialPaging(page(1, 3));
    state = pagingReducer(state, { type: 'start' });
    expect(state.status).toBe('loading');
    state = pagingReducer(state, { type: 'loaded', page: page(2, 3) });
    expect(state.games).toHaveLength(52);
    state = pagingReducer(pagingReducer(state, { type: 'start' }), { type: 'loaded', page: page(3, 3, games(300, 12)) });
    expect(state.games).toHaveLength(64);
    expect(hasMore(state)).toBe(false);
    expect(pagingReducer(state, { type: 'start' })).toBe(state);
  });

  it('a restored list keeps its pages; a page asked for before the restore is not appended again', () => {
    let state = pagingReducer(initialPaging(page(1, 5)), { type: 'start' });
    state = pagingReducer(state, { type: 'restore', games: games(1, 78), pageNum: 3, totalPages: 5 });
    expect(state).toMatchObject({ pageNum: 3, totalPages: 5, status: 'idle' });
    state = pagingReducer(state, { type: 'loaded', page: page(2, 5) });
    expect(state.games).toHaveLength(78);
    expect(nextPageNo(state)).toBe(4);
  });

  it('a first page replaces whatever was shown (a filter resets to page 1)', () => {
    let state = pagingReducer(initialPaging(page(1, 3)), { type: 'loaded', page: page(2, 3) });
    state = pagingReducer(state, { type: 'loaded', page: page(1, 1, games(900, 4)) });
    expect(state.games.map((g) => g.nodeId)).toEqual(['900', '901', '902', '903']);
    expect(hasMore(state)).toBe(false);
  });

  it('does not repeat a game a later page answers again', () => {
    const first = games(1, 26);
    let state = initialPaging({ games: first, pageNum: 1, totalPages: 2 });
    state = pagingReducer(state, { type: 'loaded', page: { games: [...first.slice(25), ...games(500, 3)], pageNum: 2, totalPages: 2 } });
    expect(state.games).toHaveLength(29);
  });

  it('a failed load sets no more pages', () => {
    let state = pagingReducer(initialPaging(page(1, 5)), { type: 'start' });
    state = pagingReducer(state, { type: 'failed' });
    expect(state.status).toBe('failed');
    expect(hasMore(state)).toBe(false);
    expect(state.games).toHaveLength(26);
    expect(pagingReducer(state, { type: 'start' })).toBe(state);
  });

  it('a first page that failed on the server shows nothing and pages no further', () => {
    const state = initialPaging(null);
    expect(state.games).toEqual([]);
    expect(hasMore(state)).toBe(false);
  });

  it('an empty answer has no more pages', () => {
    expect(hasMore(initialPaging({ games: [], pageNum: 1, totalPages: 0 }))).toBe(false);
  });
});

// SPEC §9: 500 px before the end, at most once per 1000 ms
describe('when the next page loads', () => {
  const idle: PagingState = initialPaging(page(1, 3));

  it('loads at once near the end, not far from it', () => {
    expect(loadDelay({ state: idle, nearEnd: true, now: 10_000, lastLoadAt: null })).toBe(0);
    expect(loadDelay({ state: idle, nearEnd: false, now: 10_000, lastLoadAt: null })).toBeNull();
  });

  it('waits out the rest of the 1000 ms window after the previous load', () => {
    expect(loadDelay({ state: idle, nearEnd: true, now: 10_300, lastLoadAt: 10_000 })).toBe(700);
    expect(loadDelay({ state: idle, nearEnd: true, now: 11_000, lastLoadAt: 10_000 })).toBe(0);
  });

  it('never while loading, after a failure or past the last page', () => {
    const loading = pagingReducer(idle, { type: 'start' });
    expect(loadDelay({ state: loading, nearEnd: true, now: 0, lastLoadAt: null })).toBeNull();
    expect(loadDelay({ state: pagingReducer(loading, { type: 'failed' }), nearEnd: true, now: 0, lastLoadAt: null })).toBeNull();
    expect(loadDelay({ state: initialPaging(page(3, 3)), nearEnd: true, now: 0, lastLoadAt: null })).toBeNull();
  });
});

// SPEC §7 game calls, through the backend-for-frontend
describe('game sources', () => {
  it('asks the browser door for the next page of each source', () => {
    expect(bffPathOf({ kind: 'list', gameType: 'RNG', vassalage: 'PG', gameName: 'tiger' }, 2)).toBe(
      '/lgw/games/mobile?gameType=RNG&vassalage=PG&gameName=tiger&pageNo=2',
    );
    expect(bffPathOf({ kind: 'list', gameType: 'RNG', isNew: '1' }, 3)).toBe('/lgw/games/mobile?gameType=RNG&isNew=1&pageNo=3');
    expect(bffPathOf({ kind: 'favourites' }, 2)).toBe('/lgw/games/favourite?pageNo=2');
    expect(bffPathOf({ kind: 'recent', gameType: 'RNG', vendor: 'PG' }, 2)).toBe('/lgw/games/recent?page=2&gameType=RNG&vendor=PG');
    expect(bffPathOf({ kind: 'hot' }, 1)).toBe('/lgw/games/hot');
  });

  it('reads every answer shape as one page', () => {
    const list = games(1, 3);
    expect(pageOf({ kind: 'list' }, { games: list, pageNum: 2, totalPages: 4 }, 2)).toEqual({ games: list, pageNum: 2, totalPages: 4 });
    expect(pageOf({ kind: 'favourites' }, { content: list, pageNum: 1, totalPages: 1 }, 1).games).toBe(list);
    expect(pageOf({ kind: 'recent' }, { list, totalPages: 2 }, 2)).toEqual({ games: list, pageNum: 2, totalPages: 2 });
    expect(pageOf({ kind: 'hot' }, { list }, 1)).toEqual({ games: list, pageNum: 1, totalPages: 1 });
    expect(pageOf({ kind: 'list' }, null, 1)).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });

  it('narrows the hot list to a category (it has no paging)', () => {
    const mixed = [...games(1, 2), game.parse({ nodeId: 7, gameType: 'LIVE', vassalage: 'EVO' })];
    expect(pageOf({ kind: 'hot', gameType: 'LIVE' }, { list: mixed }, 1).games.map((g) => g.nodeId)).toEqual(['7']);
    expect(pageOf({ kind: 'hot', gameType: 'FISH' }, { list: mixed }, 1)).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });
});
