'use server';

import { revalidatePath } from 'next/cache';
import { paymentPasswordAttempts } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { twoStepAction } from '@/lib/pipeline/twoStepAction';
import { downlineTransfer } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { redRainSchema } from '@/features/redRain/logic/redRainSchema';

const RED_RAIN_PATH = '/m/redRain';
/** Refusals about the amounts send the agent back to the first step, every amount kept. */
const AMOUNT_REFUSALS = ['AMOUNT_OUT_OF_RANGE', 'INSUFFICIENT_BALANCE', 'NOT_DOWNLINE'];
/** Never sent back: the password, and the step, which every answer names itself (the confirmation posts the values back as they are). */
const SECRETS = ['paymentPassword', 'step'];

/** A red rain sent: its order, the total and the balance left. */
interface RedRainExtra {
  orderNo: string;
  total: number;
  balance: number;
}

/** The first step: checks the picks and amounts and answers the confirmation step, without asking the platform. */
const pickDownlines = defineAction({
  name: 'redRainPick',
  who: 'agent',
  schema: () => redRainSchema(),
  secrets: SECRETS,
  answers: answers<RedRainExtra>(),
  async run(_input, { patch }) {
    return patch({ extra: { step: 'confirm' } });
  },
});

/** The confirmation: row 98 (encrypted, with the payment password), once per key; the agent's record shows it. */
const sendRedRain = defineAction({
  name: 'redRain',
  who: 'agent',
  schema: () => redRainSchema(),
  secrets: SECRETS,
  limits: [paymentPasswordAttempts],
  money: { record: '/m/transaction/record?types=A' },
  answers: answers<RedRainExtra>(),
  async run({ transfers, paymentPassword }, { options, patch }) {
    const done = await callPlatform(downlineTransfer, { transfers, paymentPassword }, options);
    revalidatePath(RED_RAIN_PATH);
    return patch({ values: {}, extra: { step: 'pick', orderNo: done.orderNo, total: done.total, balance: done.balance } });
  },
  onFailure(failure, { patch }) {
    return patch({ extra: { step: AMOUNT_REFUSALS.includes(failure.code) ? 'pick' : 'confirm' } });
  },
});

/**
 * Red envelope rain in two steps of one form: downlines and amounts, then the confirmation with the payment
 * password. Every answer keeps the picks and amounts (until a success) and never returns the payment password.
 * The route table lets only agents reach this screen; the pipeline and the platform refuse anyone else again.
 */
export const redRainAction = twoStepAction({ first: pickDownlines, firstStep: 'pick', confirm: sendRedRain });
