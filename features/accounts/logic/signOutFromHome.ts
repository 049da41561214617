'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { defineAction } from '@/lib/pipeline/defineAction';
import { endSession } from '@/lib/session/session';
import { forgetRemembered } from '@/lib/session/rememberedLogin';
import { endPlatformSession } from '@/lib/session/signOut';

/**
 * SPEC §4 logout from the home popover: the platform session ends, then the session and the remembered login are
 * cleared and the player lands on /m/login.
 */
export const signOutFromHome = defineAction({
  name: 'signOutFromHome',
  who: 'visitor',
  endsSession: true,
  schema: () => z.object({}),
  async run(_input, { options }) {
    await endPlatformSession(options.token, options);
    await endSession();
    await forgetRemembered();
    redirect('/m/login');
  },
});
