'use server';

import { redirect } from 'next/navigation';
import { logout } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { endSession } from '@/lib/session/sessionActions';

/**
 * SPEC §4 logout from settings: the logout call with the session's token (DELETE /wps/session/logout), then the
 * session cookie (token, trial flag, member) is cleared and the player goes to /m/home. The remembered login is
 * kept: only the home popover's sign-out clears it. A platform that already forgot the token changes nothing.
 */
export async function signOutFromSettings(): Promise<void> {
  const options = await requestOptions();
  if (options.token) await callPlatform(logout, {}, options).catch(() => undefined);
  await endSession();
  redirect('/m/home');
}
