'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { defineAction } from '@/lib/pipeline/defineAction';
import { endSession } from '@/lib/session/session';
import { endPlatformSession } from '@/lib/session/signOut';

/**
 * SPEC §4 logout from settings: the platform session ends, then the session cookie (token, trial flag, member) is
 * cleared and the player goes to /m/home. The remembered login is kept: only the home popover's sign-out clears it.
 */
export const signOutFromSettings = defineAction({
  name: 'signOutFromSettings',
  who: 'visitor',
  endsSession: true,
  schema: () => z.object({}),
  async run(_input, { options }) {
    await endPlatformSession(options.token, options);
    await endSession();
    redirect('/m/home', RedirectType.replace);
  },
});
