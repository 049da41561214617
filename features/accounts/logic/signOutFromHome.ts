'use server';

import { redirect } from 'next/navigation';
import { requestOptions } from '@/lib/request/context';
import { endSession } from '@/lib/session/session';
import { forgetRemembered } from '@/lib/session/rememberedLogin';
import { endPlatformSession } from '@/lib/session/signOut';

/**
 * SPEC §4 logout from the home popover: the platform session ends, then the session and the remembered login are
 * cleared and the player lands on /m/login.
 */
export async function signOutFromHome(): Promise<void> {
  const options = await requestOptions();
  await endPlatformSession(options.token, options);
  await endSession();
  await forgetRemembered();
  redirect('/m/login');
}
