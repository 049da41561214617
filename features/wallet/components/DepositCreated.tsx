'use client';

import { useTranslations } from 'next-intl';
import type { DepositSummary } from '@/features/wallet/logic/depositSummary';
import styles from './Deposit.module.css';

/**
 * What follows a created deposit: the base version's one-line confirmation, or with dep_func '1' the new detail
 * version (order number, method, amount, bonus, status, time, payee).
 */
export function DepositCreated({ deposit, detailVersion }: { deposit: DepositSummary; detailVersion: boolean }) {
  const t = useTranslations('deposit');
  const status = t(`status.${deposit.status}`);
  if (!detailVersion) {
    return (
      <p role="status" className={styles.created}>
        {t('created', { orderNo: deposit.orderNo, status })}
      </p>
    );
  }
  const rows: [string, string][] = [
    [t('detail.orderNo'), deposit.orderNo],
    [t('detail.method'), deposit.methodName],
    [t('detail.amount'), deposit.amount],
    [t('detail.bonus'), deposit.bonus],
    [t('detail.status'), status],
    [t('detail.time'), deposit.time],
    ...(deposit.payee ? ([[t('detail.payee'), deposit.payee]] as [string, string][]) : []),
  ];
  return (
    <section className={styles.created} aria-labelledby="deposit-detail-title" role="status">
      <h2 id="deposit-detail-title">{t('detail.title')}</h2>
      <dl className={styles.detail}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
