import { z } from 'zod/mini';

/** The merchant's withdraw limits (row 56 `min`, `max`). */
export interface WithdrawLimits {
  min: number;
  max: number;
}

/** An amount as a player types it: whole units with at most two decimals (the platform counts in cents). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const PAYMENT_PASSWORD = /^\d{6}$/;
const CARD_NO = /^\d{10,19}$/;
/**
 * Letters and single spaces, 2-50 characters, as the platform checks (rows 58 and 85). Marks are letters' accents: a
 * Vietnamese name typed decomposed (NFD) is still a name.
 */
export const PAYEE_NAME = /^(?=.{2,50}$)[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u;

export type AmountIssue = 'amountRequired' | 'amountFormat' | 'amountRange';

/**
 * What is wrong with a typed amount, or null. Without limits (the server action, which does not ask the platform
 * for them first) only the format is checked: the platform refuses amounts outside its limits itself.
 */
export function amountIssue(typed: string, limits?: WithdrawLimits): AmountIssue | null {
  const text = typed.trim();
  if (!text) return 'amountRequired';
  if (!AMOUNT.test(text)) return 'amountFormat';
  const amount = Number(text);
  if (amount <= 0) return 'amountFormat';
  if (limits && (amount < limits.min || amount > limits.max)) return 'amountRange';
  return null;
}

/** The withdraw form (row 59): card, amount, payment password; field issues are keys under `withdraw.errors`. */
export function withdrawSchema(limits?: WithdrawLimits) {
  return z.object({
    cardId: z.string().check(z.minLength(1, 'cardRequired')),
    amount: z.pipe(
      z.string().check(
        z.superRefine((typed, context) => {
          const issue = amountIssue(typed, limits);
          if (issue) context.addIssue({ code: 'custom', message: issue });
        }),
      ),
      z.transform((typed: string) => Number(typed.trim())),
    ),
    paymentPassword: z.string().check(z.regex(PAYMENT_PASSWORD, 'paymentPassword')),
  });
}

/** The add-card form (row 58); the payee name is asked only while the account has none. */
export function bankCardSchema(needsPayeeName: boolean) {
  return z.object({
    bankCode: z.string().check(z.minLength(1, 'bankRequired')),
    cardNo: z.pipe(
      z.pipe(z.string(), z.transform((typed: string) => typed.replaceAll(' ', ''))),
      z.string().check(z.regex(CARD_NO, 'cardNo')),
    ),
    payeeName: needsPayeeName ? z.string().check(z.trim(), z.regex(PAYEE_NAME, 'payeeName')) : z.optional(z.undefined()),
  });
}
