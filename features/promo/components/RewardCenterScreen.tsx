import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { rewardList } from '@/lib/platform/calls';
import { askPlatform, dateFormat, moneyFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { RewardList, type RewardRow } from './RewardList';
import { RetryState } from './RetryState';
import styles from './Promo.module.css';

const CLIENT_NAMESPACES = ['rewards', 'forms'] as const;

/**
 * SPEC §2 /m/rewardCenter (members; flag REWCEN3): the member's rewards (row 69) with amount, turnover, expiry
 * and status, a claim per claimable one (row 70). Flag off, or the platform saying so: an unavailable state.
 */
export async function RewardCenterScreen() {
  const money = await moneyFormat();
  const [t, format, loaded] = await Promise.all([
    getTranslations('rewards'),
    dateFormat(),
    flaggedLoad('REWCEN3', async () => (await askPlatform(rewardList, {})).content),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen="/m/rewardCenter" message={t('unavailable')} />;
  if ('failure' in loaded) {
    return (
      <main className={styles.screen} data-screen="/m/rewardCenter">
        <RetryState text={t('loadFailed')} href="/m/rewardCenter" label={t('retry')} />
      </main>
    );
  }
  const rows: RewardRow[] = loaded.value.map((reward) => ({
    id: reward.id,
    title: reward.title,
    amount: money(reward.amount),
    turnover: reward.turnoverMultiple > 0 ? t('turnover', { multiple: reward.turnoverMultiple }) : t('noTurnover'),
    expires: t('expires', { date: format.date(reward.expireTime, 'day') }),
    status: reward.status,
  }));
  return (
    <main className={styles.screen} data-screen="/m/rewardCenter">
      {rows.length === 0 ? (
        <p className={styles.state} role="status">
          {t('empty')}
        </p>
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <RewardList rewards={rows} idempotencyKey={newIdempotencyKey()} />
        </ClientMessages>
      )}
    </main>
  );
}
