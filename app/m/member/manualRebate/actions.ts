'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/formState';
import { claimManualRebate } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

/**
 * issue 10 manual rebate claim (row 90). Success re-renders the screen (nothing left to claim) and answers the
 * amount and the new balance; a trial or free-play session gets free_reject without a platform call (SPEC §6).
 */
export async function claimRebateAction(previous: FormState, _form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({ fieldErrors: {}, notice: null, values: {}, extra: {}, seq: previous.seq + 1, ...patch });
  const session = await currentSession();
  if (!session) redirect('/m/login');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject'), extra: { code: 'NOT_ACTUAL_ACCOUNT' } });
  try {
    const claimed = await callPlatform(claimManualRebate, {}, await requestOptions());
    revalidatePath('/m/member/manualRebate');
    return answer({ extra: { amount: String(claimed.amount), balance: String(claimed.balance) } });
  } catch (error) {
    const refusal = await refusalFor(error);
    if (refusal.code === 'NOTHING_TO_CLAIM') revalidatePath('/m/member/manualRebate');
    return answer({ notice: refusal.text, extra: { code: refusal.code } });
  }
}
