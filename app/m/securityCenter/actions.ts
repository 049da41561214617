'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { saveBirthday, saveEmail, savePayeeName, savePaymentPassword, saveSecurityQuestion } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import {
  birthdaySchema, emailSchema, payeeNameSchema, paymentPasswordSchema, securityQuestionSchema,
} from '@/lib/securityCenter/securityRules';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

const SECURITY_PATH = '/m/securityCenter';

type Answer = (patch: Partial<FormState>) => FormState;

/** Answers for one submit: what was typed comes back, never the secrets. */
function answerOf(previous: FormState, form: FormData, secrets: readonly string[] = []): Answer {
  return (patch) => ({
    fieldErrors: {}, notice: null, values: keptValues(form, secrets), extra: {}, seq: previous.seq + 1, ...patch,
  });
}

/** free_reject for a trial or free-play session, without a platform call (SPEC §6); null for an actual account. */
async function trialRejection(answer: Answer): Promise<FormState | null> {
  const session = await currentSession();
  if (!session) redirect('/m/login');
  if (!session.trial) return null;
  return answer({ notice: (await getTranslations('codes'))('free_reject'), extra: { code: 'NOT_ACTUAL_ACCOUNT' } });
}

/**
 * Sends one section's call. Success re-renders the screen (the section's new state) and empties the form; a
 * refusal naming a field shows under that field, any other as the section's notice.
 */
async function save(answer: Answer, send: () => Promise<unknown>, fieldOf: Record<string, string> = {}): Promise<FormState> {
  try {
    await send();
  } catch (error) {
    const refusal = await refusalFor(error);
    const field = fieldOf[refusal.code];
    if (field) return answer({ fieldErrors: { [field]: `=${refusal.text}` }, extra: { code: refusal.code } });
    return answer({ notice: refusal.text, extra: { code: refusal.code } });
  }
  revalidatePath(SECURITY_PATH);
  return answer({ values: {}, extra: { saved: '1' } });
}

const PAYMENT_SECRETS = ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'];

/** issue 10 payment password (row 81, encrypted): set while none is set, change (old one asked) afterwards. */
export async function paymentPasswordAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form, PAYMENT_SECRETS);
  const rejected = await trialRejection(answer);
  if (rejected) return rejected;
  const parsed = paymentPasswordSchema(form.has('oldPaymentPassword')).safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const options = await requestOptions();
  return save(answer, () => callPlatform(savePaymentPassword, parsed.data, options), {
    PAYMENT_PASSWORD_WRONG: 'oldPaymentPassword',
    PAYMENT_PASSWORD_SAME: 'newPaymentPassword',
    PAYMENT_PASSWORD_INVALID: 'newPaymentPassword',
    CONFIRM_MISMATCH: 'confirmPaymentPassword',
  });
}

/** issue 10 security question (row 83, encrypted): the answer and the login password are never sent back. */
export async function securityQuestionAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form, ['answer', 'password']);
  const rejected = await trialRejection(answer);
  if (rejected) return rejected;
  const parsed = securityQuestionSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const options = await requestOptions();
  return save(answer, () => callPlatform(saveSecurityQuestion, parsed.data, options), {
    PASSWORD_WRONG: 'password', ANSWER_INVALID: 'answer', QUESTION_UNKNOWN: 'questionId',
  });
}

/** issue 10 email (row 84). */
export async function emailAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form);
  const rejected = await trialRejection(answer);
  if (rejected) return rejected;
  const parsed = emailSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const options = await requestOptions();
  return save(answer, () => callPlatform(saveEmail, parsed.data, options), { EMAIL_INVALID: 'email' });
}

/** issue 10 payee name (row 85, saved once). */
export async function payeeNameAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form);
  const rejected = await trialRejection(answer);
  if (rejected) return rejected;
  const parsed = payeeNameSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const options = await requestOptions();
  return save(answer, () => callPlatform(savePayeeName, parsed.data, options), { PAYEE_NAME_INVALID: 'payeeName' });
}

/**
 * issue 10 birthday (row 86, saved once). The date is checked here; the age rule is the platform's (the browser
 * checked it first with the age row 80 gave), and its UNDER_AGE names the age under the field, the date kept.
 */
export async function birthdayAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerOf(previous, form);
  const rejected = await trialRejection(answer);
  if (rejected) return rejected;
  const parsed = birthdaySchema().safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const options = await requestOptions();
  return save(answer, () => callPlatform(saveBirthday, parsed.data, options), { UNDER_AGE: 'birthday', BIRTHDAY_INVALID: 'birthday' });
}
