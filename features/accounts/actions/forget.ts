'use server';

import { redirect, RedirectType } from 'next/navigation';
import { fieldClearedBy, forgetEmailSchema, forgetPhoneSchemaFor, mobileMinFrom } from '@/features/accounts/logic/forgetSchema';
import { keptValues } from '@/lib/forms/formState';
import { codeAttempts, targetRate, visitorRate } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { passwordByEmail, passwordByPhone, registerSettings } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';

const SECRETS = ['newPassword'];
/** Reset emails one account or address may be sent per hour, whatever addresses ask. */
const EMAILS_PER_HOUR = 3;
const HOUR_MS = 3600 * 1000;

/** SPEC §5: the mobile error names the minimum length of the platform's mobileNum pattern (row 15). */
async function forgetMobileMin(options: CallOptions): Promise<number> {
  const fields = await callPlatform(registerSettings, {}, options).catch(() => []);
  return mobileMinFrom(fields.find((field) => field.name === 'mobileNum')?.pattern);
}

/**
 * SPEC §2 and §4 forgot password by email: username and email, trimmed, sent form-encoded (row 21). On success
 * the form shows in_been_out for 1 s and goes back to /m/login (`extra.sent`).
 */
export const forgetByEmailAction = defineAction({
  name: 'forgetByEmail',
  who: 'visitor',
  secrets: SECRETS,
  schema: () => forgetEmailSchema,
  answers: answers<{ sent: boolean }>(),
  limits: [
    visitorRate('email'),
    targetRate('forgetEmail', (input) => input.email, EMAILS_PER_HOUR, HOUR_MS),
    targetRate('forgetAccount', (input) => input.username, EMAILS_PER_HOUR, HOUR_MS),
  ],
  async run(input, { options, patch }) {
    await callPlatform(passwordByEmail, input, options);
    return patch({ extra: { sent: true } });
  },
});

/**
 * SPEC §2 forgot password by phone (row 20, encrypted by the platform client): success goes to /m/login; a refusal
 * clears the password field for 'modify.new.old.same', the code field for any other error (SPEC §8), named in
 * `extra.clear`. Wrong codes count against the number: the fifth voids its code.
 */
export const forgetByPhoneAction = defineAction({
  name: 'forgetByPhone',
  who: 'visitor',
  secrets: SECRETS,
  schema: async ({ options }) => forgetPhoneSchemaFor(await forgetMobileMin(options)),
  answers: answers<{ clear: ReturnType<typeof fieldClearedBy> }>(),
  limits: [codeAttempts((input) => input.mobileNum)],
  async run({ newPassword, mobileNum, verificationCode }, { options }) {
    await callPlatform(passwordByPhone, { newPassword, mobileNum, verificationCode }, options);
    redirect('/m/login', RedirectType.replace);
  },
  onFailure({ code }, { form, patch }) {
    const cleared = fieldClearedBy(code);
    const { [cleared]: _dropped, ...values } = keptValues(form, SECRETS);
    return patch({ values, extra: { clear: cleared } });
  },
});
