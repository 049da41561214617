import { describe, expect, it } from 'vitest';
import { favouritesOf, parseFavouriteMap, setFavourite, sortFavouritesFirst } from '@/features/lottery/logic/favourites';
import {
  FAV_TAB, HOT_TAB, itemsOfTab, lotteryData, lotteryLaunchHref, lotteryTabs, playTypeOf, tabOf,
} from '@/features/lottery/logic/menu';
import { winningDigits } from '@/features/lottery/logic/winning';
import { launchRequestOf } from '@/features/games/logic/launchRequest';
import { lotteryMenu } from '@/lib/platform/schemas';

const T = 1_741_582_830_000;
const rawGame = (over: Record<string, unknown>) => ({
  gameCode: 'SEA1', gameId: 531, gameGroupCode: 'FAST', tag: 'HOT', numero: '20250310-0721', remainTime: 30000, lockTime: 3,
  winningTime: T + 30000, isSale: true, labelName: 'Siêu tốc 1 phút', mobileIconUrl: '/lottery/SEA1.svg', remark: 'Siêu tốc 1 phút',
  entPlaySwitch: true, tradPlaySwitch: true, mUi: 'sea', css: 'lott-fast', code: 'SEA1', previousWinningNumber: '38175,20193~24',
  lotteryTime: [T, T + 20], ...over,
});
const menu = lotteryMenu.parse({
  VN_NORTH: { gameGroupId: 1, tag: 'HOT', labelName: 'Miền Bắc', displayName: 'Miền Bắc', gameMenus: [
    rawGame({ gameCode: 'VNMB', gameId: 501, gameGroupCode: 'VN_NORTH', entPlaySwitch: false, remark: 'Miền Bắc' }),
    rawGame({ gameCode: 'VNMB3', gameId: 503, gameGroupCode: 'VN_NORTH', tag: '', remark: 'Miền Bắc 3 phút' }),
  ] },
  FAST: { gameGroupId: 4, tag: 'HOT', labelName: 'Xổ số siêu tốc', displayName: 'Xổ số siêu tốc', games: [
    rawGame({}),
    rawGame({ gameCode: 'SEA5', gameId: 534, tag: '', isSale: false, remark: 'Siêu tốc 5 phút' }),
  ] },
});
const data = lotteryData(menu, T, (path) => `https://cdn.example${path}`);
const codes = (items: { gameCode: string }[]) => items.map((item) => item.gameCode);

describe('winning digits (SPEC §3 previousWinningNumber)', () => {
  it('takes the first item of the part before ~, digit by digit', () => {
    expect(winningDigits('38175,20193~24')).toEqual(['3', '8', '1', '7', '5']);
    expect(winningDigits('38175~24')).toEqual(['3', '8', '1', '7', '5']);
    expect(winningDigits('4,5,6~15')).toEqual(['4']);
    expect(winningDigits('072')).toEqual(['0', '7', '2']);
  });

  it('shows nothing for no result', () => {
    expect(winningDigits('')).toEqual([]);
    expect(winningDigits(null)).toEqual([]);
    expect(winningDigits('~12')).toEqual([]);
    expect(winningDigits('a-b')).toEqual([]);
  });
});

describe('menu rows', () => {
  it('keeps groups in order, reads gameMenus or games, resolves icons and deadlines', () => {
    expect(data.groups).toEqual([{ code: 'VN_NORTH', name: 'Miền Bắc' }, { code: 'FAST', name: 'Xổ số siêu tốc' }]);
    expect(codes(data.items)).toEqual(['VNMB', 'VNMB3', 'SEA1', 'SEA5']);
    const sea1 = data.items[2]!;
    expect(sea1).toMatchObject({ gameId: '531', name: 'Siêu tốc 1 phút', icon: 'https://cdn.example/lottery/SEA1.svg', hot: true, playType: 'ent' });
    expect(sea1.deadline).toBe(T + 20 + 30000 - 10);
    expect(data.items[3]!.isSale).toBe(false);
  });

  it('tabs are HOT, FAV, then one per group', () => {
    expect(lotteryTabs(data.groups)).toEqual([HOT_TAB, FAV_TAB, 'VN_NORTH', 'FAST']);
    expect(tabOf('FAST', lotteryTabs(data.groups))).toBe('FAST');
    expect(tabOf('NOPE', lotteryTabs(data.groups))).toBe(HOT_TAB);
    expect(tabOf(undefined, lotteryTabs(data.groups))).toBe(HOT_TAB);
  });

  it('HOT shows the games whose tag includes HOT; a group its games; favourites on top, newest first', () => {
    expect(codes(itemsOfTab(data.items, HOT_TAB, []))).toEqual(['VNMB', 'SEA1']);
    expect(codes(itemsOfTab(data.items, 'FAST', []))).toEqual(['SEA1', 'SEA5']);
    expect(codes(itemsOfTab(data.items, 'FAST', ['534']))).toEqual(['SEA5', 'SEA1']);
    expect(codes(itemsOfTab(data.items, HOT_TAB, ['531', '501']))).toEqual(['SEA1', 'VNMB']);
  });

  it('FAV shows the local favourites, most recently added first, skipping unknown ids', () => {
    expect(codes(itemsOfTab(data.items, FAV_TAB, ['534', '999', '501']))).toEqual(['SEA5', 'VNMB']);
    expect(itemsOfTab(data.items, FAV_TAB, [])).toEqual([]);
  });

  it('launches through /m/launchGame with playType, prize mode Lott, the code and pageBack home', () => {
    const href = lotteryLaunchHref(data.items[2]!);
    expect(href).toBe('/m/launchGame?playType=ent&prize_mode=Lott&code=SEA1&pageBack=home');
    expect(launchRequestOf(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual({
      kind: 'lottery', playType: 'ent', prizeMode: 'Lott', code: 'SEA1', pageBack: 'home',
    });
    expect(lotteryLaunchHref(data.items[0]!)).toContain('playType=trad');
  });

  it('plays Entertainment when the switches or the mode say so', () => {
    expect(playTypeOf({ entPlaySwitch: true, tradPlaySwitch: true })).toBe('ent');
    expect(playTypeOf({ entPlaySwitch: false, tradPlaySwitch: true })).toBe('trad');
    expect(playTypeOf({ entPlaySwitch: false, tradPlaySwitch: true, lottoMode: 'Tradition,Entertainment' })).toBe('ent');
    expect(playTypeOf({ entPlaySwitch: true, tradPlaySwitch: true, lottoMode: 'Tradition' })).toBe('trad');
  });
});

describe('LOTTFAV', () => {
  it('reads a map from userName to gameIds, tolerating junk', () => {
    expect(parseFavouriteMap('{"demo01":["531",502]}')).toEqual({ demo01: ['531', '502'] });
    expect(parseFavouriteMap('{"demo01":"531","x":["1","1"]}')).toEqual({ x: ['1'] });
    expect(parseFavouriteMap('[1]')).toEqual({});
    expect(parseFavouriteMap('not json')).toEqual({});
    expect(parseFavouriteMap(null)).toEqual({});
  });

  it('adds to the front, removes, and keeps other users apart', () => {
    let map = setFavourite({ other: ['1'] }, 'demo01', '531', true);
    map = setFavourite(map, 'demo01', '501', true);
    expect(favouritesOf(map, 'demo01')).toEqual(['501', '531']);
    map = setFavourite(map, 'demo01', '531', true);
    expect(favouritesOf(map, 'demo01')).toEqual(['531', '501']);
    map = setFavourite(map, 'demo01', '501', false);
    expect(favouritesOf(map, 'demo01')).toEqual(['531']);
    expect(favouritesOf(map, 'other')).toEqual(['1']);
    expect(favouritesOf(map, null)).toEqual([]);
  });

  it('sorts favourites on top in their order, the rest as they were', () => {
    const games = ['a', 'b', 'c', 'd'].map((gameId) => ({ gameId }));
    expect(sortFavouritesFirst(games, ['c', 'a']).map((game) => game.gameId)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortFavouritesFirst(games, []).map((game) => game.gameId)).toEqual(['a', 'b', 'c', 'd']);
  });
});
