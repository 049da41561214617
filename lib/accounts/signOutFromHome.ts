'use server';

import { redirect } from 'next/navigation';
import { logout } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { endSession, forgetRemembered } from '@/lib/session/sessionActions';

/**
 * SPEC §4 logout from the home popover: the platform call, then the session and the remembered login are
 * cleared and the player lands on /m/login. A platform that already forgot the token changes nothing here.
 */
export async function signOutFromHome(): Promise<void> {
  const options = await requestOptions();
  if (options.token) await callPlatform(logout, {}, options).catch(() => undefined);
  await endSession();
  await forgetRemembered();
  redirect('/m/login');
}
