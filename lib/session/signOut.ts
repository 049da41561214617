import 'server-only';
import { logout } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { revokeToken } from './revokedTokens';

/** When the platform did not confirm a sign-out, it is asked once more after this long. */
const LOGOUT_RETRY_MS = 5000;

/**
 * Ends a platform session (row 3). Whatever the platform answers the caller clears its cookie and the token is
 * revoked in the shared store, so no replica honours a copy of the cookie, even one that would otherwise learn
 * of the sign-out only from the platform's next 401; when the platform did not confirm, it is asked again in the
 * background. A platform that already forgot the token has nothing left to end.
 */
export async function endPlatformSession(token: string | null | undefined, options: CallOptions): Promise<void> {
  if (!token) return;
  const ask = () => callPlatform(logout, {}, { ...options, token, onSessionGone: undefined });
  try {
    await ask();
    await revokeToken(token);
  } catch (error) {
    await revokeToken(token);
    if (error instanceof PlatformError && (error.kind === 'session' || error.kind === 'refused')) return;
    setTimeout(() => ask().catch(() => undefined), LOGOUT_RETRY_MS).unref?.();
  }
}
