'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/forms/formState';
import { logout, trialAccount } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { rateLimitRefusal } from '@/lib/security/actionRateLimit';
import { startSession } from '@/lib/session/sessionActions';

/**
 * SPEC §2 free trial (/m/trail): a new trial account from the trial merchant (row 5), held as a trial session
 * (SPEC §6 free_reject), then home. A session held before is signed out on the platform first, as it is replaced.
 */
export async function startTrialAction(previous: FormState): Promise<FormState> {
  const refusal = await rateLimitRefusal('login');
  if (refusal) return { ...previous, notice: refusal, seq: previous.seq + 1 };
  const options = await requestOptions();
  try {
    const answer = await callPlatform(trialAccount, {}, { ...options, token: null });
    if (options.token) await callPlatform(logout, {}, options).catch(() => undefined);
    await startSession(answer, { trial: true, trialMerchant: true });
  } catch (error) {
    return { ...previous, notice: (await refusalFor(error)).text, seq: previous.seq + 1 };
  }
  redirect('/m/home');
}
