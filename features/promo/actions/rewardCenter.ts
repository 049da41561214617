'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { moneyFormat } from '@/lib/request/context';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { rewardClaim } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';

/**
 * Reward claim (row 70), once per key: `extra.claimed` is the translated success line with the new balance; an
 * unconfirmed claim is looked up in the reward centre, where the reward then reads claimed.
 */
export const claimRewardAction = defineAction({
  name: 'rewardClaim',
  who: 'actual',
  schema: () => z.object({ id: z.string().default('') }),
  money: { record: '/m/rewardCenter' },
  answers: answers<{ claimed: string }>(),
  async run({ id }, { options, patch }) {
    const reward = await callPlatform(rewardClaim, { id }, options);
    revalidatePath('/m/rewardCenter');
    const [t, money] = await Promise.all([getTranslations('rewards'), moneyFormat()]);
    return patch({ extra: { claimed: t('claimed', { title: reward.title, amount: money(reward.amount), balance: money(reward.balance) }) } });
  },
});
