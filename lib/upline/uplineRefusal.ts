import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format/formatMoney';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { UplineRefusalFigures } from '@/lib/platform/schemas';
import { walletRefusal } from '@/lib/wallet/walletRefusal';

/**
 * What the transfer form shows for a refused or failed row 88: over the balance and not allowed are worded for a
 * transfer; the payment password, range and flag refusals read as on the wallet rows.
 */
export async function uplineRefusal(error: unknown): Promise<{ code: string; text: string }> {
  if (error instanceof PlatformError && error.kind === 'refused') {
    const t = await getTranslations('upline');
    if (error.code === 'INSUFFICIENT_BALANCE') {
      const figures = (error.value ?? {}) as UplineRefusalFigures;
      return { code: error.code, text: t('insufficientBalance', { balance: formatAmount(figures.balance ?? 0) }) };
    }
    if (error.code === 'NO_PERMISSION') return { code: error.code, text: t('notAllowed') };
  }
  return walletRefusal(error);
}
