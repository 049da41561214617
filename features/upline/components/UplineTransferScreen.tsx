import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { FiguresSummary } from '@/components/shell/FiguresSummary';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { memberInfo, uplineTransferInfo } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { UplineTransferInfo } from '@/lib/platform/schemas';
import { askPlatform, currentCurrencySymbol } from '@/lib/request/context';
import { UplineTransferForm } from './UplineTransferForm';
import styles from './UplineTransfer.module.css';
import { unstable_rethrow } from 'next/navigation';

const SCREEN = '/m/upLine/transfer';
const CLIENT_NAMESPACES = ['upline', 'forms', 'withdraw.errors'] as const;

type Loaded = { info: UplineTransferInfo; symbol: string } | { unavailable: 'flag' | 'member' } | { failure: unknown };

/**
 * The member info first (row 9): SPEC §6 lets only a member with toUpline whose type is not 2 transfer to the
 * upline, and the others are not asked about it (no row 87 call).
 */
async function load(): Promise<Loaded> {
  try {
    const member = await askPlatform(memberInfo, {});
    if (!member.toUpline || member.type === 2) return { unavailable: 'member' };
    const [info, symbol] = await Promise.all([askPlatform(uplineTransferInfo, {}), currentCurrencySymbol()]);
    return { info, symbol };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof PlatformError && error.code === 'NO_PERMISSION') return { unavailable: 'member' };
    if (error instanceof PlatformError && error.code === 'FEATURE_OFF') return { unavailable: 'flag' };
    return { failure: error };
  }
}

/**
 * /m/upLine/transfer (flag AGETRANSFERUP3): the upline and the main wallet's balance, then the transfer
 * form (amount, confirmation with the payment password, row 88). A trial or free-play session sees free_reject and
 * the platform is not asked, and the proxy shows FEATURE_OFF while the flag is off; the platform saying it is off
 * before the cached settings know, or a member not allowed, sees why it is not available.
 */
export async function UplineTransferScreen() {
  const [t, loaded] = await Promise.all([getTranslations('upline'), load()]);
  if ('unavailable' in loaded) {
    return <FeatureUnavailable screen={SCREEN} message={loaded.unavailable === 'member' ? t('notAllowed') : t('unavailable')} />;
  }
  if ('failure' in loaded) return <FeatureFailed screen={SCREEN} failure={loaded.failure} />;
  const { info, symbol } = loaded;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <FiguresSummary
        headingId="upline-summary"
        heading={t('summary')}
        figures={[
          { label: t('upline'), value: info.upline, testId: 'upline-name' },
          { label: t('balance'), value: moneyFormatIn(await getLocale(), symbol)(info.balance), testId: 'upline-balance' },
        ]}
      />
      {!info.paymentPasswordSet && (
        <p className={styles.notice}>
          {t('noPaymentPassword')} <a href="/m/securityCenter">{t('securityCenter')}</a>
        </p>
      )}
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <UplineTransferForm upline={info.upline} limits={{ min: info.min, max: info.max }} symbol={symbol} idempotencyKey={newIdempotencyKey()} />
      </ClientMessages>
    </main>
  );
}
