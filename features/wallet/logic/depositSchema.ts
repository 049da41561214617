import { z } from 'zod/mini';
import { imageProblem, type ImageProblem } from '@/lib/uploads/imageRules';

/**
 * Deposit rules, the same in the browser (before anything is sent) and in the server action. Error
 * messages are keys under the `deposit` namespace; the range message takes the method's min and max.
 */

const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

export interface AmountLimits {
  min: number;
  max: number;
}

/** Why a typed amount cannot be sent ('amountRequired', 'amountNumber', 'amountRange'), or null when it can. */
export function amountProblem(typed: string, { min, max }: AmountLimits): string | null {
  const text = typed.trim();
  if (!text) return 'amountRequired';
  if (!AMOUNT_TEXT.test(text)) return 'amountNumber';
  const amount = Number(text);
  if (amount < min || amount > max) return 'amountRange';
  return null;
}

/** The deposit form's text fields for one method (manual methods also ask the depositor's name). */
export function depositFormSchema(limits: AmountLimits, manual: boolean) {
  return z.object({
    walletCode: z.string().check(z.minLength(1, 'walletRequired')),
    methodId: z.string().check(z.minLength(1, 'methodRequired')),
    amount: z.pipe(
      z.string().check(
        z.superRefine((typed, context) => {
          const problem = amountProblem(typed, limits);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      ),
      z.transform((typed: string) => Number(typed.trim())),
    ),
    promoId: z.pipe(z.optional(z.string()), z.transform((value: string | undefined) => value || undefined)),
    depositorName: manual
      ? z.string().check(z.trim(), z.minLength(2, 'depositorRequired'), z.maxLength(64, 'depositorRequired'))
      : z.optional(z.string()),
  });
}

const RECEIPT_PROBLEM_KEYS: Record<ImageProblem, string> = {
  required: 'receiptRequired', type: 'receiptType', tooLarge: 'receiptTooLarge',
};

/** Why a chosen receipt file is refused before upload ('receiptType', 'receiptTooLarge', 'receiptRequired'). */
export function receiptProblem(file: { name: string; type: string; size: number } | null): string | null {
  const problem = imageProblem(file);
  return problem && RECEIPT_PROBLEM_KEYS[problem];
}

/** The bonus a promo adds to an amount (rate %, capped at maxBonus; nothing under its minimum deposit). */
export function promoBonus(amount: number, promo: { bonusRate: number; maxBonus: number; minDeposit: number }): number {
  if (!Number.isFinite(amount) || amount < promo.minDeposit) return 0;
  return Math.round(Math.min((amount * promo.bonusRate) / 100, promo.maxBonus) * 100) / 100;
}
