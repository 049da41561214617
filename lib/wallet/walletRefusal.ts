import 'server-only';
import { getTranslations } from 'next-intl/server';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { formatAmount } from '@/lib/format/formatMoney';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { WalletRefusalFigures } from '@/lib/platform/schemas';

/** Refusals of the wallet rows (52-59) the product words itself (messages `codes.<CODE>`); others show the platform's text. */
const TRANSLATED = [
  'INSUFFICIENT_BALANCE', 'PAYMENT_PASSWORD_WRONG', 'TURNOVER_NOT_MET', 'AMOUNT_OUT_OF_RANGE', 'PAYMENT_PASSWORD_NOT_SET',
  'CARD_NOT_FOUND', 'BANK_UNKNOWN', 'CARD_NO_INVALID', 'PAYEE_NAME_INVALID', 'CARD_DUPLICATE', 'CARD_LIMIT',
  'PROMO_NOT_ELIGIBLE', 'RECEIPT_TYPE', 'RECEIPT_TOO_LARGE', 'RECEIPT_NOT_FOUND', 'FEATURE_OFF',
] as const;
type TranslatedCode = (typeof TRANSLATED)[number];

function isTranslated(code: string): code is TranslatedCode {
  return (TRANSLATED as readonly string[]).includes(code);
}

/** What a deposit, withdraw or add-card form shows for a failed call: the refusal code (or '') and its translated text. */
export async function walletRefusal(error: unknown): Promise<{ code: string; text: string }> {
  if (!(error instanceof PlatformError) || error.kind !== 'refused') return { code: '', text: await platformFailureText(error) };
  const codes = await getTranslations('codes');
  if (error.code === 'NOT_ACTUAL_ACCOUNT') return { code: error.code, text: codes('free_reject') };
  if (!isTranslated(error.code)) return { code: error.code, text: await platformFailureText(error) };
  const figures = (error.value ?? {}) as WalletRefusalFigures;
  const money = (value: number | undefined) => (value === undefined ? '' : formatAmount(value));
  return {
    code: error.code,
    text: codes(error.code, {
      min: money(figures.min),
      max: money(figures.max),
      withdrawable: money(figures.withdrawable),
      required: money(figures.turnoverRequired),
      done: money(figures.turnoverDone),
    }),
  };
}
