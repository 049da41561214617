import { getTranslations } from 'next-intl/server';
import { moneyFormat } from '@/lib/request/context';
import type { ReportKind } from '@/features/reports/logic/reportKinds';
import { toneOf, type ReportTotals as Totals } from '@/features/reports/logic/reportRows';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import styles from './Reports.module.css';

/** The sums each report shows; win/loss and profit carry their sign and colour. */
const SUMS: Record<ReportKind, readonly string[]> = {
  deposit: ['amount', 'bonus'],
  withdraw: ['amount', 'fee'],
  transactions: ['moneyIn', 'moneyOut'],
  bets: ['betAmount', 'validBet', 'payout', 'winLoss'],
  pnl: ['deposit', 'withdraw', 'bonus', 'rebate', 'betAmount', 'winLoss', 'profit'],
  rebate: ['validBet', 'amount'],
  teamPnl: ['deposit', 'withdraw', 'betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
  teamBets: ['betAmount', 'validBet', 'payout', 'winLoss'],
  teamRebate: ['validBet', 'amount'],
};
const SIGNED = new Set(['winLoss', 'profit']);

/** The platform's totals over the whole filtered range (not only the pages shown). */
export async function ReportTotals({ kind, totals }: { kind: ReportKind; totals: Totals }) {
  const money = await moneyFormat();
  const t = await getTranslations('reports');
  const values = totals as Record<string, number | undefined>;
  return (
    <section className={styles.totals} aria-labelledby="report-totals" data-totals>
      <h2 id="report-totals">{t('totals')}</h2>
      <dl className={styles.pairs}>
        <div>
          <dt>{t('count')}</dt>
          <dd data-total="count">{totals.count}</dd>
        </div>
        {SUMS[kind].filter((field) => values[field] !== undefined).map((field) => {
          const value = values[field]!;
          return (
            <div key={field}>
              <dt>{runtimeKeys(t)(`fields.${field}`)}</dt>
              <dd data-total={field} className={SIGNED.has(field) ? styles[toneOf(value)] : undefined}>
                {money(value, { signed: SIGNED.has(field) })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
