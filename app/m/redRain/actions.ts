'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { downlineTransfer } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { redRainSchema } from '@/lib/redRain/redRainRules';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

const RED_RAIN_PATH = '/m/redRain';
/** Refusals about the amounts send the agent back to the first step, every amount kept. */
const AMOUNT_REFUSALS = ['AMOUNT_OUT_OF_RANGE', 'INSUFFICIENT_BALANCE', 'NOT_DOWNLINE'];

/**
 * issue 11 red envelope rain. Step 'pick' only checks the picks and amounts and answers the confirmation step;
 * step 'confirm' sends row 98 (encrypted, with the payment password). Every answer keeps the picks and amounts
 * (until a success) and never returns the payment password. The route table lets only agents reach this action's
 * screen; the platform refuses anyone else again.
 */
export async function redRainAction(previous: FormState, form: FormData): Promise<FormState> {
  const fields = formObject(form);
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form, ['paymentPassword', 'step']), extra: { step: 'pick' }, seq: previous.seq + 1, ...patch,
  });
  if (!(await currentSession())) redirect('/m/login');

  const parsed = redRainSchema().safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const onlyPassword = Object.keys(fieldErrors).every((field) => field === 'paymentPassword');
    return answer({ fieldErrors, extra: { step: onlyPassword && fields.step === 'confirm' ? 'confirm' : 'pick' } });
  }
  if (parsed.data.step === 'pick') return answer({ extra: { step: 'confirm' } });
  const { transfers, paymentPassword } = parsed.data;

  try {
    const done = await callPlatform(downlineTransfer, { transfers, paymentPassword }, await requestOptions());
    revalidatePath(RED_RAIN_PATH);
    return answer({ values: {}, extra: { step: 'pick', orderNo: done.orderNo, total: String(done.total), balance: String(done.balance) } });
  } catch (error) {
    const refusal = await refusalFor(error);
    return answer({ notice: refusal.text, extra: { step: AMOUNT_REFUSALS.includes(refusal.code) ? 'pick' : 'confirm', code: refusal.code } });
  }
}
