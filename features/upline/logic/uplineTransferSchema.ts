import { z } from 'zod/mini';
import { amountIssue, type WithdrawLimits } from '@/features/wallet/logic/withdrawSchema';

const PAYMENT_PASSWORD = /^\d{6}$/;

/** The transfer form's two steps: the amount, then the confirmation with the payment password (row 88). */
export const UPLINE_TRANSFER_STEPS = ['amount', 'confirm'] as const;
export type UplineTransferStep = (typeof UPLINE_TRANSFER_STEPS)[number];

export function isUplineTransferStep(value: unknown): value is UplineTransferStep {
  return (UPLINE_TRANSFER_STEPS as readonly unknown[]).includes(value);
}

/**
 * The upline transfer form, by its `step` field; field issues are keys under `withdraw.errors` (the amount and
 * payment password rules of a withdrawal). Without limits (the server action) only the amount's format is checked.
 */
export function uplineTransferSchema(limits?: WithdrawLimits) {
  const amount = z.pipe(
    z.string().check(
      z.superRefine((typed, context) => {
        const issue = amountIssue(typed, limits);
        if (issue) context.addIssue({ code: 'custom', message: issue });
      }),
    ),
    z.transform((typed: string) => Number(typed.trim())),
  );
  return z.discriminatedUnion('step', [
    z.object({ step: z.literal('amount'), amount }),
    z.object({ step: z.literal('confirm'), amount, paymentPassword: z.string().check(z.regex(PAYMENT_PASSWORD, 'paymentPassword')) }),
  ]);
}
