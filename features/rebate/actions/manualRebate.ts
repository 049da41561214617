'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { claimManualRebate } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';

const REBATE_PATH = '/m/member/manualRebate';

/**
 * Manual rebate claim (row 90), once per key. Success re-renders the screen (nothing left to claim) and answers
 * the amount and the new balance; an unconfirmed claim is looked up in the rebate records.
 */
export const claimRebateAction = defineAction({
  name: 'rebateClaim',
  who: 'actual',
  schema: () => z.object({}),
  money: { record: '/m/member/rebateReport' },
  answers: answers<{ amount: number; balance: number }>(),
  async run(_input, { options, patch }) {
    const claimed = await callPlatform(claimManualRebate, {}, options);
    revalidatePath(REBATE_PATH);
    return patch({ extra: { amount: claimed.amount, balance: claimed.balance } });
  },
  onFailure(failure) {
    // Claimed meanwhile (another tab, a replayed post): the screen shows nothing left to claim.
    if (failure.code === 'NOTHING_TO_CLAIM') revalidatePath(REBATE_PATH);
  },
});
