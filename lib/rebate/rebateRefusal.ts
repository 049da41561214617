import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format/formatMoney';
import { PlatformError } from '@/lib/platform/PlatformError';
import { walletRefusal } from '@/lib/wallet/walletRefusal';

/** What the claim form shows for a refused or failed row 90: the rebate refusals worded here, the rest as the wallet rows. */
export async function rebateRefusal(error: unknown): Promise<{ code: string; text: string }> {
  if (error instanceof PlatformError && error.kind === 'refused') {
    const codes = await getTranslations('codes');
    if (error.code === 'NOTHING_TO_CLAIM') return { code: error.code, text: codes('NOTHING_TO_CLAIM') };
    if (error.code === 'BELOW_MIN_CLAIM') {
      const minClaim = Number((error.value as { minClaim?: unknown } | null)?.minClaim ?? 0);
      return { code: error.code, text: codes('BELOW_MIN_CLAIM', { minClaim: formatAmount(minClaim) }) };
    }
  }
  return walletRefusal(error);
}
