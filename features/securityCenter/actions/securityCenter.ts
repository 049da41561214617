'use server';

import { revalidatePath } from 'next/cache';
import type { core } from 'zod/mini';
import { loginPasswordAttempts, paymentPasswordAttempts, type Limit } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { saveBirthday, saveEmail, savePayeeName, savePaymentPassword, saveSecurityQuestion } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import {
  birthdaySchema, emailSchema, payeeNameSchema, paymentPasswordSchema, securityQuestionSchema,
} from '@/features/securityCenter/logic/securitySchema';

const SECURITY_PATH = '/m/securityCenter';

interface Section<Schema extends core.$ZodType> {
  name: string;
  schema: (form: FormData) => Schema;
  secrets?: readonly string[];
  limits?: readonly Limit<core.output<Schema>>[];
  /** Refusal codes that belong to one of the section's fields. */
  fields: Readonly<Record<string, string>>;
  send: (input: core.output<Schema>, options: CallOptions) => Promise<unknown>;
}

/**
 * One section of the security centre, for actual accounts. Success re-renders the screen (the section's new
 * state) and empties the form; a refusal naming a field shows under that field, any other as the section's notice.
 */
function section<Schema extends core.$ZodType>({ name, schema, secrets, limits, fields, send }: Section<Schema>) {
  return defineAction({
    name,
    who: 'actual',
    schema: ({ form }) => schema(form),
    secrets,
    limits,
    fields,
    answers: answers<{ saved: boolean }>(),
    async run(input, { options, patch }) {
      await send(input, options);
      revalidatePath(SECURITY_PATH);
      return patch({ values: {}, extra: { saved: true } });
    },
  });
}

type PaymentPasswordInput = core.output<ReturnType<typeof paymentPasswordSchema>>;

/** Wrong old payment passwords count towards the lock the withdraw and transfers share; setting a first one checks none. */
const oldPaymentPasswordAttempts: Limit<PaymentPasswordInput> = {
  async check(input, context) {
    if (input.oldPaymentPassword !== undefined) await paymentPasswordAttempts.check(input, context);
  },
  async settle(input, context, outcome) {
    if (input.oldPaymentPassword !== undefined) await paymentPasswordAttempts.settle?.(input, context, outcome);
  },
};

/** Payment password (row 81, encrypted): set while none is set, change (old one asked) afterwards. */
export const paymentPasswordAction = section({
  name: 'paymentPassword',
  schema: (form) => paymentPasswordSchema(form.has('oldPaymentPassword')),
  secrets: ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
  limits: [oldPaymentPasswordAttempts],
  fields: {
    PAYMENT_PASSWORD_WRONG: 'oldPaymentPassword',
    PAYMENT_PASSWORD_SAME: 'newPaymentPassword',
    PAYMENT_PASSWORD_INVALID: 'newPaymentPassword',
    CONFIRM_MISMATCH: 'confirmPaymentPassword',
  },
  send: (input, options) => callPlatform(savePaymentPassword, input, options),
});

/** Security question (row 83, encrypted): the answer and the login password are never sent back. */
export const securityQuestionAction = section({
  name: 'securityQuestion',
  schema: () => securityQuestionSchema,
  secrets: ['answer', 'password'],
  limits: [loginPasswordAttempts],
  fields: { PASSWORD_WRONG: 'password', ANSWER_INVALID: 'answer', QUESTION_UNKNOWN: 'questionId' },
  send: (input, options) => callPlatform(saveSecurityQuestion, input, options),
});

/** Email (row 84). */
export const emailAction = section({
  name: 'email',
  schema: () => emailSchema,
  fields: { EMAIL_INVALID: 'email' },
  send: (input, options) => callPlatform(saveEmail, input, options),
});

/** Payee name (row 85, saved once). */
export const payeeNameAction = section({
  name: 'payeeName',
  schema: () => payeeNameSchema,
  fields: { PAYEE_NAME_INVALID: 'payeeName' },
  send: (input, options) => callPlatform(savePayeeName, input, options),
});

/**
 * Birthday (row 86, saved once). The date is checked here; the age rule is the platform's (the browser checked it
 * first with the age row 80 gave), and its UNDER_AGE names the age under the field, the date kept.
 */
export const birthdayAction = section({
  name: 'birthday',
  schema: () => birthdaySchema(),
  fields: { UNDER_AGE: 'birthday', BIRTHDAY_INVALID: 'birthday' },
  send: (input, options) => callPlatform(saveBirthday, input, options),
});
