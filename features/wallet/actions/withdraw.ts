'use server';

import { revalidatePath } from 'next/cache';
import { paymentPasswordAttempts } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { addBankCard, withdraw } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { bankCardSchema, withdrawSchema } from '@/features/wallet/logic/withdrawSchema';

const WITHDRAW_PATH = '/m/withdraw';
/** The other screen that binds cards. */
const SECURITY_PATH = '/m/securityCenter';
/** An amount outside the limits is shown under the amount. */
const WITHDRAW_FIELDS = { AMOUNT_OUT_OF_RANGE: 'amount' };

/**
 * Withdraw (row 59, encrypted): the card, amount and payment password checked again here (the form may have posted
 * before hydration), then the platform, once per key. Success re-renders the screen with the new balance; a
 * refusal keeps the card and amount and names the reason (extra.code lets the form offer the security centre).
 */
export const withdrawAction = defineAction({
  name: 'withdraw',
  who: 'actual',
  schema: () => withdrawSchema(),
  secrets: ['paymentPassword'],
  limits: [paymentPasswordAttempts],
  money: { record: '/m/withdrawReport' },
  fields: WITHDRAW_FIELDS,
  answers: answers<{ orderNo: string; balance: number }>(),
  async run(input, { options, patch }) {
    const done = await callPlatform(withdraw, input, options);
    revalidatePath(WITHDRAW_PATH);
    return patch({ values: { cardId: input.cardId }, extra: { orderNo: done.orderNo, balance: done.balance } });
  },
});

/**
 * Add a bank card (row 58), from the withdraw screen (which then shows the withdraw form) or the security centre
 * (which lists the new card); both re-render with it.
 */
export const addBankCardAction = defineAction({
  name: 'addBankCard',
  who: 'actual',
  schema: ({ form }) => bankCardSchema(form.has('payeeName')),
  answers: answers<{ added: boolean }>(),
  async run(input, { options, patch }) {
    await callPlatform(addBankCard, input, options);
    revalidatePath(WITHDRAW_PATH);
    revalidatePath(SECURITY_PATH);
    return patch({ values: {}, extra: { added: true } });
  },
});
