import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format/formatMoney';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { DownlineTransferRefusalFigures } from '@/lib/platform/schemas';
import { walletRefusal } from '@/lib/wallet/walletRefusal';

/**
 * What the red rain form shows for a refused or failed row 98: over the balance names the total and the balance,
 * a name not in the direct downline names it; the payment password and range refusals read as on the wallet rows.
 */
export async function redRainRefusal(error: unknown): Promise<{ code: string; text: string }> {
  if (error instanceof PlatformError && error.kind === 'refused') {
    const t = await getTranslations('redRain');
    const figures = (error.value ?? {}) as DownlineTransferRefusalFigures;
    if (error.code === 'INSUFFICIENT_BALANCE') {
      return { code: error.code, text: t('insufficientBalance', { total: formatAmount(figures.total ?? 0), balance: formatAmount(figures.balance ?? 0) }) };
    }
    if (error.code === 'NOT_DOWNLINE') return { code: error.code, text: t('notDownline', { userName: figures.userName ?? '' }) };
    if (error.code === 'NO_PERMISSION') return { code: error.code, text: t('notAllowed') };
  }
  return walletRefusal(error);
}
