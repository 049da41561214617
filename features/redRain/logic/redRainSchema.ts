import { z } from 'zod/mini';
import { amountIssue, type WithdrawLimits } from '@/features/wallet/logic/withdrawSchema';

const PAYMENT_PASSWORD = /^\d{6}$/;
/** Row 98 takes at most this many downlines in one transfer. */
export const MAX_RED_RAIN_DOWNLINES = 20;

/** The red rain form's two steps: picking downlines and amounts, then the confirmation with the payment password. */
export const RED_RAIN_STEPS = ['pick', 'confirm'] as const;
export type RedRainStep = (typeof RED_RAIN_STEPS)[number];

export function isRedRainStep(value: unknown): value is RedRainStep {
  return (RED_RAIN_STEPS as readonly unknown[]).includes(value);
}

/** Field names per downline: a checkbox and its own amount (a form field name per value keeps no-script posts simple). */
export const pickField = (userName: string) => `pick.${userName}`;
export const amountField = (userName: string) => `amount.${userName}`;
/** The amount used for every picked downline whose own amount is left empty. */
export const ALL_AMOUNT_FIELD = 'allAmount';

export interface RedRainTransfer {
  userName: string;
  amount: number;
}

/**
 * The red rain form (row 98) from its fields: the picked downlines, each with its own amount or else the amount
 * for all. Issues are keys under `withdraw.errors` on the field to fix, or `pickRequired` / `tooMany` on `form`.
 * Without limits (the server action) only the amounts' format is checked; the platform checks the range again.
 */
export function redRainSchema(limits?: WithdrawLimits) {
  return z.pipe(
    z.record(z.string(), z.string()),
    z.transform((fields: Record<string, string>, context) => {
    const step: RedRainStep = isRedRainStep(fields.step) ? fields.step : 'pick';
    const picked = Object.keys(fields).filter((name) => name.startsWith('pick.')).map((name) => name.slice('pick.'.length));
    if (picked.length === 0) context.issues.push({ code: 'custom', input: fields, message: 'pickRequired', path: ['form'] });
    if (picked.length > MAX_RED_RAIN_DOWNLINES) context.issues.push({ code: 'custom', input: fields, message: 'tooMany', path: ['form'] });
    const common = (fields[ALL_AMOUNT_FIELD] ?? '').trim();
    const transfers: RedRainTransfer[] = [];
    for (const userName of picked) {
      const own = (fields[amountField(userName)] ?? '').trim();
      const typed = own || common;
      const issue = amountIssue(typed, limits);
      if (issue) context.issues.push({ code: 'custom', input: fields, message: issue, path: [own || !common ? amountField(userName) : ALL_AMOUNT_FIELD] });
      else transfers.push({ userName, amount: Number(typed) });
    }
    const paymentPassword = fields.paymentPassword ?? '';
    if (step === 'confirm' && !PAYMENT_PASSWORD.test(paymentPassword)) {
      context.issues.push({ code: 'custom', input: fields, message: 'paymentPassword', path: ['paymentPassword'] });
    }
    return { step, transfers, paymentPassword };
    }),
  );
}

/** The sum in cents, so 0.1 + 0.2 reads 0.30. */
export function redRainTotal(transfers: readonly RedRainTransfer[]): number {
  return transfers.reduce((sum, transfer) => sum + Math.round(transfer.amount * 100), 0) / 100;
}
