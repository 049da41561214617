import 'server-only';
import { logout } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { keepRetryingSignOuts, queueSignOut, type LogoutAnswer } from './pendingSignOuts';
import { revokeToken } from './revokedTokens';

/** Asks the platform once to end `token` (row 3). A platform that already forgot the token has nothing left to end. */
async function askLogout(token: string, options: CallOptions): Promise<LogoutAnswer> {
  try {
    await callPlatform(logout, {}, { ...options, token, onSessionGone: undefined });
    return 'ended';
  } catch (error) {
    return error instanceof PlatformError && (error.kind === 'session' || error.kind === 'refused') ? 'ended' : 'failed';
  }
}

/**
 * Ends a platform session (row 3). Whatever the platform answers the caller clears its cookie and the token is
 * revoked in the shared store, so no replica honours a copy of the cookie, even one that would otherwise learn
 * of the sign-out only from the platform's next 401; when the platform did not confirm, the sign-out joins the
 * queue of ./pendingSignOuts.ts, asked again until it does.
 */
export async function endPlatformSession(token: string | null | undefined, options: CallOptions): Promise<void> {
  if (!token) return;
  const answer = await askLogout(token, options);
  await revokeToken(token);
  if (answer === 'failed') await queueSignOut(token);
}

/** Takes up the queue of unconfirmed sign-outs (from the server's start). */
export function keepEndingSignOuts(): void {
  keepRetryingSignOuts((token) => askLogout(token, {}));
}
