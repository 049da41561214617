import { getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/shell/LoadFailure';
import { ClientMessages } from '@/components/ClientMessages';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { depositMethods } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { Deposit, DepositOptions } from '@/lib/platform/schemas';
import { askPlatform, currentCurrencySymbol, currentSettings, dateFormat, moneyFormat } from '@/lib/request/context';
import { detailVersion } from '@/lib/settings/startupMode';
import { depositStage } from '@/features/wallet/logic/depositStage';
import { DepositForm } from './DepositForm';
import styles from './Deposit.module.css';
import { unstable_rethrow } from 'next/navigation';

const CLIENT_NAMESPACES = ['deposit', 'forms', 'codes'] as const;

type Loaded = { offer: DepositOptions } | { unavailable: true } | { failure: unknown };

async function loadOffer(): Promise<Loaded> {
  try {
    return { offer: await askPlatform(depositMethods, {}) };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof PlatformError && error.code === 'FEATURE_OFF') return { unavailable: true };
    return { failure: error };
  }
}

async function PendingDeposits({ pending }: { pending: Deposit[] }) {
  const money = await moneyFormat();
  const [t, format] = await Promise.all([getTranslations('deposit'), dateFormat()]);
  return (
    <section className={styles.pending} aria-labelledby="pending-title">
      <h2 id="pending-title">{t('pendingTitle')}</h2>
      {pending.length === 0 ? (
        <p className={styles.muted}>{t('pendingNone')}</p>
      ) : (
        <ul>
          {pending.map((deposit) => (
            <li key={deposit.orderNo} data-testid="pending-deposit">
              <span>{deposit.orderNo}</span>
              <span>{deposit.methodName}</span>
              <span>{money(deposit.amount)}</span>
              <time dateTime={new Date(deposit.createTime).toISOString()}>
                {format.date(deposit.createTime, 'daySecond')}
              </time>
              <strong>{t(`status.${depositStage(deposit)}`)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Deposit (/m/voucherCenter; the route table keeps visitors out). A trial or free-play session gets
 * free_reject without a platform call (SPEC §6), and the proxy shows FEATURE_OFF while flag DEPOSIT is off; the
 * platform saying it is off before the cached settings know shows the screen as unavailable; otherwise the form and
 * the member's pending deposits (row 52).
 */
export async function DepositScreen() {
  const [t, snapshot] = await Promise.all([getTranslations('deposit'), currentSettings()]);
  const settings = snapshot?.settings ?? null;
  const loaded = await loadOffer();
  const version = settings !== null && detailVersion(settings) === 'new' ? 'new' : 'base';
  return (
    <main className={styles.screen} data-screen="/m/voucherCenter" data-deposit-version={version}>
      {'unavailable' in loaded && (
        <p role="alert" className={styles.state} data-testid="deposit-unavailable">
          {t('unavailable')}
        </p>
      )}
      {'failure' in loaded && <LoadFailure failure={loaded.failure} />}
      {'offer' in loaded && loaded.offer.methods.length === 0 && <p className={styles.state}>{t('noMethods')}</p>}
      {'offer' in loaded && loaded.offer.methods.length > 0 && (
        <>
          <ClientMessages namespaces={CLIENT_NAMESPACES}>
            <DepositForm offer={loaded.offer} detailVersion={version === 'new'} idempotencyKey={newIdempotencyKey()} currencySymbol={await currentCurrencySymbol()} />
          </ClientMessages>
          <PendingDeposits pending={loaded.offer.pending} />
        </>
      )}
    </main>
  );
}
