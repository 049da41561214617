import 'server-only';
import { getTranslations } from 'next-intl/server';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { PlatformError } from '@/lib/platform/PlatformError';

/** Deposit refusals the product words itself (codes.<CODE>); any other refusal shows the platform's message. */
const TRANSLATED_CODES = ['AMOUNT_OUT_OF_RANGE', 'PROMO_NOT_ELIGIBLE', 'RECEIPT_TYPE', 'RECEIPT_TOO_LARGE', 'RECEIPT_NOT_FOUND', 'FEATURE_OFF'] as const;

/** issue 9: the text the deposit form shows for a failed platform call. */
export async function depositFailureText(error: unknown): Promise<string> {
  if (error instanceof PlatformError && error.kind === 'refused') {
    const codes = await getTranslations('codes');
    if (error.code === 'NOT_ACTUAL_ACCOUNT') return codes('free_reject');
    const known = TRANSLATED_CODES.find((code) => code === error.code);
    if (known) return codes(known);
  }
  return platformFailureText(error);
}
