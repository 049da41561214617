import { z } from 'zod';

/**
 * issue 9 deposit rules, the same in the browser (before anything is sent) and in the server action. Error
 * messages are keys under the `deposit` namespace; the range message takes the method's min and max.
 */

/** SPEC §5 receipt upload: PNG or JPEG, at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** What the file picker offers; the checks below still decide. */
export const RECEIPT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const RECEIPT_EXTENSIONS = /\.(png|jpe?g)$/i;
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
    walletCode: z.string().min(1, 'walletRequired'),
    methodId: z.string().min(1, 'methodRequired'),
    amount: z.string().superRefine((typed, context) => {
      const problem = amountProblem(typed, limits);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }).transform((typed) => Number(typed.trim())),
    promoId: z.string().optional().transform((value) => value || undefined),
    depositorName: manual ? z.string().trim().min(2, 'depositorRequired').max(64, 'depositorRequired') : z.string().optional(),
  });
}

/** Why a chosen receipt file is refused before upload ('receiptType', 'receiptTooLarge', 'receiptRequired'). */
export function receiptProblem(file: { name: string; type: string; size: number } | null): string | null {
  if (!file || file.size === 0) return 'receiptRequired';
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type) || !RECEIPT_EXTENSIONS.test(file.name)) return 'receiptType';
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptTooLarge';
  return null;
}

/** The image type the bytes really are (PNG or JPEG signature), whatever the file claims. */
export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The bonus a promo adds to an amount (rate %, capped at maxBonus; nothing under its minimum deposit). */
export function promoBonus(amount: number, promo: { bonusRate: number; maxBonus: number; minDeposit: number }): number {
  if (!Number.isFinite(amount) || amount < promo.minDeposit) return 0;
  return Math.round(Math.min((amount * promo.bonusRate) / 100, promo.maxBonus) * 100) / 100;
}
