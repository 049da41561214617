'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { visitorRate } from '@/lib/pipeline/attempts';
import { defineAction } from '@/lib/pipeline/defineAction';
import { trialAccount } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { startSession } from '@/lib/session/session';
import { endPlatformSession } from '@/lib/session/signOut';

/**
 * SPEC §2 free trial (/m/trail): a new trial account from the trial merchant (row 5), held as a trial session
 * (SPEC §6 free_reject), then home. A session held before is signed out on the platform first, as it is replaced.
 */
export const startTrialAction = defineAction({
  name: 'trial',
  who: 'visitor',
  keepExtra: true,
  schema: () => z.object({}),
  limits: [visitorRate('login')],
  async run(_input, { options }) {
    const answer = await callPlatform(trialAccount, {}, { ...options, token: null });
    await endPlatformSession(options.token, options);
    await startSession(answer, { trial: true, trialMerchant: true });
    redirect('/m/home', RedirectType.replace);
  },
});
