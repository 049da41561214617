import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { FiguresSummary } from '@/components/shell/FiguresSummary';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { downlineTransferInfo } from '@/lib/platform/calls';
import { askPlatform, currentCurrencySymbol, moneyFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { RedRainForm } from './RedRainForm';
import styles from './RedRain.module.css';

const SCREEN = '/m/redRain';
const CLIENT_NAMESPACES = ['redRain', 'forms', 'withdraw.errors'] as const;

/**
 * /m/redRain (flag AGENTRANSMULTDOWN3; the route table lets only agents in): the agent's balance and
 * direct downline from row 102, then the transfer form (row 98).
 */
export async function RedRainScreen() {
  const money = await moneyFormat();
  const [t, loaded] = await Promise.all([
    getTranslations('redRain'),
    flaggedLoad('AGENTRANSMULTDOWN3', async () => askPlatform(downlineTransferInfo, {})),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  if ('failure' in loaded) return <FeatureFailed screen={SCREEN} failure={loaded.failure} />;
  const info = loaded.value;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <FiguresSummary
        headingId="red-rain-summary"
        heading={t('summary')}
        figures={[
          { label: t('balance'), value: money(info.balance), testId: 'red-rain-balance' },
          { label: t('downlineCount'), value: info.downlines.length },
        ]}
      />
      {!info.paymentPasswordSet && (
        <p className={styles.notice}>
          {t('noPaymentPassword')} <a href="/m/securityCenter">{t('securityCenter')}</a>
        </p>
      )}
      {info.downlines.length === 0 ? (
        <p className={styles.summary}>{t('noDownlines')}</p>
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <RedRainForm downlines={info.downlines} limits={{ min: info.min, max: info.max }} idempotencyKey={newIdempotencyKey()} currencySymbol={await currentCurrencySymbol()} />
        </ClientMessages>
      )}
    </main>
  );
}
