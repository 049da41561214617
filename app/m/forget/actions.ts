'use server';

import { redirect } from 'next/navigation';
import { fieldClearedBy, forgetEmailSchema, forgetPhoneSchemaFor, mobileMinFrom } from '@/lib/accounts/forgetSchema';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { passwordByEmail, passwordByPhone, registerSettings } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';

const SECRETS = ['newPassword'];

function answerFor(previous: FormState, form: FormData) {
  const values = keptValues(form, SECRETS);
  return (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values, extra: {}, seq: previous.seq + 1, ...patch,
  });
}

/** SPEC §5: the mobile error names the minimum length of the platform's mobileNum pattern (row 15). */
async function forgetMobileMin(options: CallOptions): Promise<number> {
  const fields = await callPlatform(registerSettings, {}, options).catch(() => []);
  return mobileMinFrom(fields.find((field) => field.name === 'mobileNum')?.pattern);
}

/**
 * SPEC §2 and §4 forgot password by email: username and email, trimmed, sent form-encoded (row 21). On success
 * the form shows in_been_out for 1 s and goes back to /m/login (`extra.sent`).
 */
export async function forgetByEmailAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerFor(previous, form);
  const parsed = forgetEmailSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    await callPlatform(passwordByEmail, parsed.data, await requestOptions());
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
  return answer({ extra: { sent: '1' } });
}

/**
 * SPEC §2 forgot password by phone (row 20, encrypted by the platform client): success goes to /m/login; a refusal
 * shows it in the refusal table's words and clears the password field for 'modify.new.old.same', the code field for any
 * other error (SPEC §8), named in `extra.clear`.
 */
export async function forgetByPhoneAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerFor(previous, form);
  const options = await requestOptions();
  const parsed = forgetPhoneSchemaFor(await forgetMobileMin(options)).safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const { newPassword, mobileNum, verificationCode } = parsed.data;
  try {
    await callPlatform(passwordByPhone, { newPassword, mobileNum, verificationCode }, options);
  } catch (error) {
    const cleared = fieldClearedBy(error instanceof PlatformError ? error.code : null);
    const { [cleared]: _dropped, ...values } = keptValues(form, SECRETS);
    return answer({ notice: (await refusalFor(error)).text, values, extra: { clear: cleared } });
  }
  redirect('/m/login');
}
