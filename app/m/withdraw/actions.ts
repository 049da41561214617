'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { addBankCard, withdraw } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { bankCardSchema, withdrawSchema } from '@/lib/wallet/withdrawRules';

const WITHDRAW_PATH = '/m/withdraw';
/** The other screen that binds cards (issue 10 "add another card"). */
const SECURITY_PATH = '/m/securityCenter';

/** Answers for one submit: what was typed comes back (never the payment password). */
function answerOf(previous: FormState, form: FormData) {
  return (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form, ['paymentPassword']), extra: {}, seq: previous.seq + 1, ...patch,
  });
}

/** The session of an actual account, or the free_reject answer for a trial or free-play one (no platform call). */
async function actualSession(answer: ReturnType<typeof answerOf>) {
  const session = await currentSession();
  if (!session) redirect('/m/login');
  if (session.trial) return { rejected: answer({ notice: (await getTranslations('codes'))('free_reject'), extra: { code: 'NOT_ACTUAL_ACCOUNT' } }) };
  return { rejected: null };
}

/**
 * issue 9 withdraw (row 59, encrypted): the card, amount and payment password checked again here (the form may
 * have posted before hydration), then the platform. Success re-renders the screen with the new balance; a refusal
 * keeps the card and amount and names the reason (extra.code lets the form offer the security centre).
 */
export async function withdrawAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form);
  const { rejected } = await actualSession(answer);
  if (rejected) return rejected;

  const parsed = withdrawSchema().safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });

  try {
    const done = await callPlatform(withdraw, parsed.data, await requestOptions());
    revalidatePath(WITHDRAW_PATH);
    return answer({ values: { cardId: parsed.data.cardId }, extra: { orderNo: done.orderNo, balance: String(done.balance) } });
  } catch (error) {
    const refusal = await refusalFor(error);
    if (refusal.code === 'AMOUNT_OUT_OF_RANGE') return answer({ fieldErrors: { amount: `=${refusal.text}` }, extra: { code: refusal.code } });
    return answer({ notice: refusal.text, extra: { code: refusal.code } });
  }
}

/**
 * issue 9 add a bank card (row 58), from the withdraw screen (which then shows the withdraw form) or the security
 * centre (issue 10, which lists the new card); both re-render with it.
 */
export async function addBankCardAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form);
  const { rejected } = await actualSession(answer);
  if (rejected) return rejected;

  const parsed = bankCardSchema(form.has('payeeName')).safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });

  try {
    await callPlatform(addBankCard, parsed.data, await requestOptions());
  } catch (error) {
    const refusal = await refusalFor(error);
    return answer({ notice: refusal.text, extra: { code: refusal.code } });
  }
  revalidatePath(WITHDRAW_PATH);
  revalidatePath(SECURITY_PATH);
  return answer({ values: {}, extra: { added: '1' } });
}
