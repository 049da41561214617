'use server';

import { revalidatePath } from 'next/cache';
import { paymentPasswordAttempts } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { twoStepAction } from '@/lib/pipeline/twoStepAction';
import { uplineTransfer } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { uplineTransferSchema } from '@/features/upline/logic/uplineTransferSchema';

const TRANSFER_PATH = '/m/upLine/transfer';
/** Refusals about the amount send the member back to the amount step, with the reason under the field. */
const AMOUNT_FIELDS = { AMOUNT_OUT_OF_RANGE: 'amount', INSUFFICIENT_BALANCE: 'amount' };
/** Never sent back: the password, and the step, which every answer names itself. */
const SECRETS = ['paymentPassword', 'step'];

/** A transfer done: its order, the amount and the balance left. */
interface TransferExtra {
  orderNo: string;
  amount: number;
  balance: number;
}

/** The amount step: checks the amount and answers the confirmation step, without asking the platform. */
const chooseAmount = defineAction({
  name: 'uplineTransferAmount',
  who: 'actual',
  schema: () => uplineTransferSchema(),
  secrets: SECRETS,
  answers: answers<TransferExtra>(),
  async run(_input, { patch }) {
    return patch({ extra: { step: 'confirm' } });
  },
});

/** The confirmation: row 88 (encrypted, with the payment password), once per key. */
const confirmTransfer = defineAction({
  name: 'uplineTransfer',
  who: 'actual',
  schema: () => uplineTransferSchema(),
  secrets: SECRETS,
  limits: [paymentPasswordAttempts],
  money: { record: '/m/transaction/record' },
  fields: AMOUNT_FIELDS,
  answers: answers<TransferExtra>(),
  async run(input, { options, patch }) {
    if (input.step !== 'confirm') return patch({ extra: { step: 'confirm' } });
    const done = await callPlatform(uplineTransfer, { amount: input.amount, paymentPassword: input.paymentPassword }, options);
    revalidatePath(TRANSFER_PATH);
    return patch({ values: {}, extra: { step: 'amount', orderNo: done.orderNo, amount: done.amount, balance: done.balance } });
  },
  onFailure(failure, { patch }) {
    return patch({ extra: { step: Object.hasOwn(AMOUNT_FIELDS, failure.code) ? 'amount' : 'confirm' } });
  },
});

/**
 * Transfer to the upline in two steps of one form: the amount, then the confirmation with the payment password.
 * Every answer keeps the amount (until a success) and never returns the payment password.
 */
export const uplineTransferAction = twoStepAction({ first: chooseAmount, firstStep: 'amount', confirm: confirmTransfer });
