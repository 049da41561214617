import { getTranslations } from 'next-intl/server';
import { ContractTiers } from '@/features/contracts/components/ContractTiers';
import { shownDaysIn } from '@/lib/format/formatDate';
import { dividendRecords } from '@/lib/platform/calls';
import type { DividendRecords } from '@/lib/platform/schemas';
import { askPlatform, moneyFormat } from '@/lib/request/context';
import { refusalFor } from '@/lib/refusals/refusalText';
import { textOr } from '@/lib/i18n/runtimeKeys';
import styles from './AgentDividend.module.css';
import { unstable_rethrow } from 'next/navigation';

const SCREEN = '/m/member/agent/agentDivident';
const PAGE_SIZE = 10;

/**
 * /m/member/agent/agentDivident (route rule 'dividend': not types 0, 4, 40, 41, 42): the dividend contract
 * in force, if any, and one page of dividend records (row 101), with plain links to the other pages. No client script.
 */
export async function AgentDividendScreen({ pageNo }: { pageNo: number }) {
  const money = await moneyFormat();
  const t = await getTranslations('agentDividend');
  let loaded: DividendRecords;
  try {
    loaded = await askPlatform(dividendRecords, { pageNo, pageSize: PAGE_SIZE });
  } catch (error) {
    unstable_rethrow(error);
    return (
      <main className={styles.screen} data-screen={SCREEN}>
        <p className={styles.notice} role="alert">
          {(await refusalFor(error)).text}
        </p>
      </main>
    );
  }
  const contracts = await getTranslations('contracts');
  const { contract, content, pageNum, totalPages } = loaded;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <section className={styles.card} aria-labelledby="dividend-contract">
        <h2 id="dividend-contract">{t('contract')}</h2>
        {contract ? (
          <>
            <p>
              {contracts('period')}: {textOr(contracts, `periods.${contract.period}`, contract.period)}
            </p>
            <ContractTiers kind="dividend" tiers={contract.tiers} />
          </>
        ) : (
          <p>{t('noContract')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="dividend-records">
        <h2 id="dividend-records">{t('records')}</h2>
        {content.length === 0 ? (
          <p>{t('noRecords')}</p>
        ) : (
          <ul className={styles.records}>
            {content.map((record) => (
              <li key={record.period} data-testid="dividend-record">
                <p className={styles.period}>
                  {shownDaysIn(record.period)} <span className={styles.status}>{textOr(t, `status.${record.status}`, record.status)}</span>
                </p>
                <dl className={styles.figures}>
                  <div>
                    <dt>{t('teamNetLoss')}</dt>
                    <dd>{money(record.teamNetLoss)}</dd>
                  </div>
                  <div>
                    <dt>{t('activeMembers')}</dt>
                    <dd>{record.activeMembers}</dd>
                  </div>
                  <div>
                    <dt>{t('rate')}</dt>
                    <dd>{record.rate}</dd>
                  </div>
                  <div>
                    <dt>{t('amount')}</dt>
                    <dd data-amount>{money(record.amount)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {totalPages > 1 && (
          <nav className={styles.paging} aria-label={t('paging')}>
            {pageNum > 1 && <a href={`${SCREEN}?pageNo=${pageNum - 1}`}>{t('previous')}</a>}
            <span>{t('pageOf', { page: pageNum, pages: totalPages })}</span>
            {pageNum < totalPages && <a href={`${SCREEN}?pageNo=${pageNum + 1}`}>{t('next')}</a>}
          </nav>
        )}
      </section>
    </main>
  );
}
