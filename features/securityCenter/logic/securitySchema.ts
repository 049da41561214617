import { z } from 'zod/mini';
import { PAYEE_NAME } from '@/features/wallet/logic/withdrawSchema';

/**
 * Security centre: the forms' rules, checked in the browser first and again by the server actions.
 * Field issues are keys under `security.errors`.
 */

const PAYMENT_PASSWORD = /^\d{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const ANSWER_MAX = 50;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTHDAY = '1900-01-01';

const sixDigits = z.string({ error: 'paymentPassword' }).check(z.regex(PAYMENT_PASSWORD, 'paymentPassword'));

/** Row 81: set (new + confirmation) while none is set, change (old + new + confirmation) afterwards. */
export function paymentPasswordSchema(isSet: boolean) {
  return z
    .object({
      oldPaymentPassword: isSet ? sixDigits : z.optional(z.undefined()),
      newPaymentPassword: sixDigits,
      confirmPaymentPassword: z.string({ error: 'confirmRequired' }).check(z.minLength(1, 'confirmRequired')),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.confirmPaymentPassword && value.confirmPaymentPassword !== value.newPaymentPassword) {
          context.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: 'confirmMismatch' });
        }
        if (isSet && value.oldPaymentPassword === value.newPaymentPassword) {
          context.addIssue({ code: 'custom', path: ['newPaymentPassword'], message: 'samePaymentPassword' });
        }
      }),
    );
}

/** Row 83: a question, its answer and the login password. */
export const securityQuestionSchema = z.object({
  questionId: z.string().check(z.minLength(1, 'questionRequired')),
  answer: z.string().check(z.trim(), z.minLength(1, 'answer'), z.maxLength(ANSWER_MAX, 'answer')),
  password: z.string().check(z.minLength(1, 'loginPassword'), z.maxLength(64, 'loginPassword')),
});

/** Row 84. */
export const emailSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'email'), z.regex(EMAIL, 'email')),
});

/** Row 85 (saved once). */
export const payeeNameSchema = z.object({
  payeeName: z.string().check(z.trim(), z.regex(PAYEE_NAME, 'payeeName')),
});

function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest birthday of someone who is `minimumAge` on `today` (both merchant dates): the same calendar day
 * that many years back, 29 February becoming the 28th in a year without one (as the platform counts, row 86).
 */
export function latestBirthday(today: string, minimumAge: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const born = year - minimumAge;
  const lastOfMonth = new Date(Date.UTC(born, month, 0)).getUTCDate();
  return `${String(born).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

/**
 * Row 86. With `latest` (the browser, which knows the merchant's age rule from row 80) a later date is refused
 * as under age; the server action checks the date only and leaves the age to the platform.
 */
export function birthdaySchema(latest?: string) {
  return z.object({
    birthday: z
      .string()
      .check(
        z.minLength(1, 'birthdayRequired'),
        z.refine((day) => isCalendarDay(day) && day >= EARLIEST_BIRTHDAY, 'birthday'),
        z.refine((day) => !latest || day <= latest, 'underAge'),
      ),
  });
}
