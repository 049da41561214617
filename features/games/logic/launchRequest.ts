import type { Game } from '@/lib/platform/schemas';

/** SPEC §4 game start: these vendors open the lottery lobby, these go through the lottery launch screen. */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const LOTTERY_VENDORS = ['LOTT', 'ELOTT'] as const;
export const LAUNCH_PATH = '/m/launchGame';

export type LaunchRequest =
  | { kind: 'vendor'; gameCategory: string; vendor: string; gameId: string; nodeId: string }
  | { kind: 'lottery'; playType: 'trad' | 'ent'; prizeMode: string; code: string | null; pageBack: string };

export function gameVendor(game: Pick<Game, 'vassalage' | 'vendorCode' | 'accountTypeName'>): string {
  return game.vassalage || game.vendorCode || game.accountTypeName;
}

function lotteryHref(playType: 'trad' | 'ent', prizeMode: string, code: string): string {
  return `${LAUNCH_PATH}?${new URLSearchParams({ playType, prize_mode: prizeMode, code, pageBack: 'home' })}`;
}

/** Where tapping a game leads: always a real link, so it works with a long-press and without scripts. */
export function launchHref(game: Game): string {
  const vendor = gameVendor(game);
  if ((LOTTERY_LOBBY_VENDORS as readonly string[]).includes(vendor)) return lotteryHref('trad', 'Lott', 'lobby');
  if ((LOTTERY_VENDORS as readonly string[]).includes(vendor)) {
    const playType = game.lottoMode.includes('Entertainment') ? 'ent' : 'trad';
    return lotteryHref(playType, vendor === 'ELOTT' ? 'Elott' : 'Lott', game.gameCode || 'lobby');
  }
  const query = new URLSearchParams({
    gameCategory: game.gameType,
    vendor,
    gameId: String(game.roomId ?? game.gameId ?? ''),
    nodeId: game.nodeId,
  });
  return `${LAUNCH_PATH}?${query}`;
}

const TOKEN = /^[A-Za-z0-9_-]{1,32}$/;

/** Reads the launch screen's query; null for anything that is not a launch this product makes. */
export function launchRequestOf(query: Record<string, string | string[] | undefined>): LaunchRequest | null {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && TOKEN.test(value) ? value : null;
  };
  const prizeMode = one('prize_mode');
  if (prizeMode) {
    const code = one('code');
    return {
      kind: 'lottery',
      playType: query.playType === 'ent' ? 'ent' : 'trad',
      prizeMode,
      code: code && code !== 'lobby' ? code : null,
      pageBack: one('pageBack') ?? 'home',
    };
  }
  const gameCategory = one('gameCategory');
  const vendor = one('vendor');
  const gameId = one('gameId');
  const nodeId = one('nodeId');
  if (!gameCategory || !vendor || !gameId || !nodeId) return null;
  return { kind: 'vendor', gameCategory, vendor, gameId, nodeId };
}
