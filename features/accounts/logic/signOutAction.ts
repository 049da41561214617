import 'server-only';
import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { defineAction } from '@/lib/pipeline/defineAction';
import { endSession } from '@/lib/session/session';
import { forgetRemembered } from '@/lib/session/rememberedLogin';
import { endPlatformSession } from '@/lib/session/signOut';

/**
 * SPEC §4 logout: the platform session ends, then the session cookie (token, trial flag, member) is cleared and
 * the player leaves for `to`, replacing the signed-in screen in the history. Signing out only takes rights away,
 * so it passes maintenance and region restriction (`endsSession`).
 */
export function signOutAction(name: string, after: { to: '/m/home' | '/m/login'; forgetRemembered: boolean }) {
  return defineAction({
    name,
    who: 'visitor',
    endsSession: true,
    schema: () => z.object({}),
    async run(_input, { options }) {
      await endPlatformSession(options.token, options);
      await endSession();
      if (after.forgetRemembered) await forgetRemembered();
      redirect(after.to, RedirectType.replace);
    },
  });
}
