'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format/formatMoney';
import type { FormState } from '@/lib/forms/formState';
import { rewardClaim } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

/** issue 10 reward claim (row 70): `extra.claimed` is the translated success line with the new balance. */
export async function claimRewardAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({ fieldErrors: {}, notice: null, values: {}, extra: {}, seq: previous.seq + 1, ...patch });
  const session = await currentSession();
  if (!session) redirect('/m/login?redirect=%2Fm%2FrewardCenter');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });
  try {
    const reward = await callPlatform(rewardClaim, { id: String(form.get('id') ?? '') }, await requestOptions());
    revalidatePath('/m/rewardCenter');
    const t = await getTranslations('rewards');
    return answer({ extra: { claimed: t('claimed', { title: reward.title, amount: formatAmount(reward.amount), balance: formatAmount(reward.balance) }) } });
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
}
