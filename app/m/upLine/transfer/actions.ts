'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fieldErrorsOf, formObject, type FormState } from '@/lib/forms/formState';
import { uplineTransfer } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { isUplineTransferStep, uplineTransferSchema } from '@/lib/upline/uplineTransferRules';

const TRANSFER_PATH = '/m/upLine/transfer';
/** Refusals about the amount send the member back to the amount step, with the reason under the field. */
const AMOUNT_REFUSALS = ['AMOUNT_OUT_OF_RANGE', 'INSUFFICIENT_BALANCE'];

/**
 * issue 10 transfer to the upline. Step 'amount' only checks the amount and answers the confirmation step; step
 * 'confirm' sends row 88 (encrypted, with the payment password). Every answer keeps the amount (until a success)
 * and never returns the payment password. A trial or free-play session gets free_reject without a platform call.
 */
export async function uplineTransferAction(previous: FormState, form: FormData): Promise<FormState> {
  const fields = formObject(form);
  const amountTyped = fields.amount ?? '';
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: { amount: amountTyped }, extra: { step: 'amount' }, seq: previous.seq + 1, ...patch,
  });
  const session = await currentSession();
  if (!session) redirect('/m/login');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject'), extra: { step: 'amount', code: 'NOT_ACTUAL_ACCOUNT' } });

  const parsed = uplineTransferSchema().safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return answer({ fieldErrors, extra: { step: !fieldErrors.amount && isUplineTransferStep(fields.step) ? fields.step : 'amount' } });
  }
  if (parsed.data.step === 'amount') return answer({ extra: { step: 'confirm' } });
  const { amount, paymentPassword } = parsed.data;

  try {
    const done = await callPlatform(uplineTransfer, { amount, paymentPassword }, await requestOptions());
    revalidatePath(TRANSFER_PATH);
    return answer({
      values: {},
      extra: { step: 'amount', orderNo: done.orderNo, amount: String(done.amount), balance: String(done.balance) },
    });
  } catch (error) {
    const refusal = await refusalFor(error);
    if (AMOUNT_REFUSALS.includes(refusal.code)) return answer({ fieldErrors: { amount: `=${refusal.text}` }, extra: { step: 'amount', code: refusal.code } });
    return answer({ notice: refusal.text, extra: { step: 'confirm', code: refusal.code } });
  }
}
