import type { LotteryGame, LotteryMenu } from '@/lib/platform/schemas';
import { drawDeadline } from './countdown';

/** A row's icon is drawn 48 px wide: it is asked 96 px wide (two device pixels per CSS pixel), not at the CDN's 160. */
export const LOTTERY_ICON_WIDTH = 96;
import { sortFavouritesFirst } from './favourites';

/** One row of the list: what the screen needs of a game, with its deadline on the platform clock. */
export interface LotteryItem {
  gameId: string;
  gameCode: string;
  groupCode: string;
  name: string;
  icon: string;
  numero: string;
  remainTime: number;
  lockTime: number;
  isSale: boolean;
  hot: boolean;
  playType: 'trad' | 'ent';
  previousWinningNumber: string;
  /** Platform time (ms) at which the countdown reaches zero. */
  deadline: number;
}

export interface LotteryGroupView {
  code: string;
  name: string;
}

export interface LotteryData {
  groups: LotteryGroupView[];
  items: LotteryItem[];
}

export const HOT_TAB = 'HOT';
export const FAV_TAB = 'FAV';

/** SPEC §4 game start: Entertainment play when the game's switches say only that, or its mode names it. */
export function playTypeOf(game: Pick<LotteryGame, 'entPlaySwitch' | 'tradPlaySwitch'> & { lottoMode?: string }): 'trad' | 'ent' {
  if (game.lottoMode !== undefined && game.lottoMode !== '') return game.lottoMode.includes('Entertainment') ? 'ent' : 'trad';
  return game.entPlaySwitch ? 'ent' : 'trad';
}

/**
 * The menu as rows: groups in the platform's order, each game once (first group wins), its deadline placed on
 * the platform clock (SPEC §4, features/lottery/logic/countdown.ts).
 */
export function lotteryData(
  menu: LotteryMenu,
  serverNowAtAnswer: number,
  iconOf: (path: string) => string,
): LotteryData {
  const groups: LotteryGroupView[] = [];
  const items: LotteryItem[] = [];
  const seen = new Set<string>();
  for (const [code, group] of Object.entries(menu)) {
    groups.push({ code, name: group.displayName || group.labelName || code });
    for (const game of group.gameMenus ?? group.games ?? []) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      items.push({
        gameId: game.gameId,
        gameCode: game.gameCode || game.code,
        groupCode: code,
        name: game.remark || game.labelName || game.gameCode,
        icon: iconOf(game.mobileIconUrl),
        numero: game.numero,
        remainTime: game.remainTime,
        lockTime: game.lockTime,
        isSale: game.isSale,
        hot: game.tag.toUpperCase().includes('HOT'),
        playType: playTypeOf(game),
        previousWinningNumber: game.previousWinningNumber,
        deadline: drawDeadline(game, serverNowAtAnswer),
      });
    }
  }
  return { groups, items };
}

/** HOT, FAV, then one tab per server group. */
export function lotteryTabs(groups: readonly LotteryGroupView[]): string[] {
  return [HOT_TAB, FAV_TAB, ...groups.map((group) => group.code)];
}

/** The tab a query asks for; HOT when it names none of them. */
export function tabOf(value: string | string[] | undefined | null, tabs: readonly string[]): string {
  return typeof value === 'string' && tabs.includes(value) ? value : HOT_TAB;
}

/**
 * SPEC §4 lottery menu tabs: HOT shows the games whose tag includes HOT, FAV the local favourites (most recently
 * added first), a group its games; favourites are on top everywhere.
 */
export function itemsOfTab(items: readonly LotteryItem[], tab: string, favourites: readonly string[]): LotteryItem[] {
  if (tab === FAV_TAB) {
    const byId = new Map(items.map((item) => [item.gameId, item]));
    return favourites.map((id) => byId.get(id)).filter((item): item is LotteryItem => Boolean(item));
  }
  const inTab = tab === HOT_TAB ? items.filter((item) => item.hot) : items.filter((item) => item.groupCode === tab);
  return sortFavouritesFirst(inTab, favourites);
}

/** SPEC §4 game start for lottery: through the launch screen, prize mode Lott, the game's code, back home. */
export function lotteryLaunchHref(item: Pick<LotteryItem, 'playType' | 'gameCode'>): string {
  const query = new URLSearchParams({ playType: item.playType, prize_mode: 'Lott', code: item.gameCode || 'lobby', pageBack: 'home' });
  return `/m/launchGame?${query}`;
}
