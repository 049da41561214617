import 'server-only';
import { createHmac } from 'node:crypto';
import { config } from '@/lib/config';
import { favouriteIds, inboxUnread, memberContracts, memberInfo, merchantWallet, walletBalance } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import type { SessionData } from '@/lib/session/session';
import { balanceView } from '@/lib/format/balance';
import { checksContracts, pendingContract } from '@/features/contracts/logic/contractCheck';
import { orFallback } from '@/lib/platform/orFallback';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { MemberHome } from './memberHome';

/**
 * A failed part of the home load leaves its corner of the screen as the shared page drew it; a session the platform
 * ended is the door's refusal (SPEC §8: the page goes to the login with the way back), not a part left empty.
 */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof PlatformError && error.kind === 'session') throw error;
    return orFallback(null)(error);
  });

/**
 * SPEC §4 home load of a signed-in player, for the member's door (the home page itself is shared): favourites,
 * member info, contract check, wallet and merchant wallet and the inbox count all start at once.
 */
export async function loadMemberHome(session: Pick<SessionData, 'type' | 'token' | 'userName'>, options: CallOptions): Promise<MemberHome> {
  const member = orNull(callPlatform(memberInfo, {}, options));
  const wallet = orNull(callPlatform(walletBalance, {}, options));
  const merchant = orNull(callPlatform(merchantWallet, {}, options));
  const contracts = checksContracts(session.type) ? orNull(callPlatform(memberContracts, {}, options)) : Promise.resolve(null);
  const [info, ownWallet, merchantCurrency, pending, unread, favourites] = await Promise.all([
    member, wallet, merchant, contracts, orNull(callPlatform(inboxUnread, {}, options)), orNull(callPlatform(favouriteIds, {}, options)).then((ids) => ids ?? []),
  ]);
  return {
    userName: session.userName,
    // Nickname if set, otherwise the account (SPEC §2).
    name: info?.nickname || info?.account || session.userName,
    club: info?.clubLabel?.labelName || null,
    balance: balanceView(ownWallet, merchantCurrency),
    unread,
    favourites,
    // The renewed member info has the last word on the member type.
    contract: pendingContract(info?.type ?? session.type, pending),
    signInKey: signInKey(session.token),
  };
}

/**
 * Names one sign-in without revealing its token: the login popups are shown once per sign-in, and the browser
 * remembers which sign-in it has shown them for.
 */
export function signInKey(token: string): string {
  return createHmac('sha256', config().SESSION_SECRET).update(`home-popups:${token}`).digest('base64url').slice(0, 22);
}
