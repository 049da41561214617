import 'server-only';
import { createHmac } from 'node:crypto';
import { config } from '@/lib/config';
import { loadFavouriteIds } from '@/features/games/logic/loadGames';
import { inboxUnread, memberContracts, memberInfo, merchantWallet, walletBalance } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import type { MemberInfo } from '@/lib/platform/schemas';
import type { SessionData } from '@/lib/session/session';
import { balanceView, type BalanceView } from '@/lib/format/balance';
import { checksContracts, pendingContract, type PendingContract } from '@/features/contracts/logic/contractCheck';
import { orFallback } from '@/lib/platform/orFallback';

/** A failed part of the home load leaves its corner of the screen as the first view drew it. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(orFallback(null));

export interface HomeLoad {
  member: Promise<MemberInfo | null>;
  balance: Promise<BalanceView | null>;
  unread: Promise<number | null>;
  contract: Promise<PendingContract | null>;
  /** The favourite ids the hot-game hearts show from the first HTML (row 33; none on failure). */
  favourites: Promise<string[]>;
}

/**
 * SPEC §4 home load of a signed-in player: favourites, member info, contract check, wallet and merchant wallet
 * and the inbox count all start at once, with the page's own first-view calls (announcements, hot games).
 * Only the favourites are part of the first view (the hearts of the hot games); everything else streams into
 * place as it arrives.
 */
export function startHomeLoad(session: Pick<SessionData, 'type'>): HomeLoad {
  const member = orNull(askPlatform(memberInfo, {}));
  const wallet = orNull(askPlatform(walletBalance, {}));
  const merchant = orNull(askPlatform(merchantWallet, {}));
  const contracts = checksContracts(session.type) ? orNull(askPlatform(memberContracts, {})) : Promise.resolve(null);
  return {
    member,
    balance: Promise.all([wallet, merchant]).then(([ownWallet, merchantCurrency]) => balanceView(ownWallet, merchantCurrency)),
    unread: orNull(askPlatform(inboxUnread, {})),
    // The renewed member info has the last word on the member type.
    contract: Promise.all([contracts, member]).then(([pending, info]) => pendingContract(info?.type ?? session.type, pending)),
    favourites: loadFavouriteIds(),
  };
}

/**
 * Names one sign-in without revealing its token: the login popups are shown once per sign-in, and the browser
 * remembers which sign-in it has shown them for.
 */
export function signInKey(token: string): string {
  return createHmac('sha256', config().SESSION_SECRET).update(`home-popups:${token}`).digest('base64url').slice(0, 22);
}
