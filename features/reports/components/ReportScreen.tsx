import { getTimeZone, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { shownDay } from '@/lib/format/formatDate';
import { loadReport, type ReportView } from '@/features/reports/logic/loadReport';
import { REPORT_KINDS, type ReportKind } from '@/features/reports/logic/reportKinds';
import { reportBffQuery, reportHref, reportRange, type ReportQuery } from '@/features/reports/logic/reportQuery';
import { ReportFilterForm } from './ReportFilterForm';
import { ReportList } from './ReportList';
import { ReportTotals } from './ReportTotals';
import styles from './Reports.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { currentCurrencySymbol, requestNow } from '@/lib/request/context';

/** Rows name game categories (the rebate report's). */
const CLIENT_NAMESPACES = ['reports', 'games.categories'] as const;

/**
 * Money report frame, shared by the five report screens: the filter form, the range it covers, the
 * platform's totals and the first pages of rows as server HTML, then infinite scroll; an empty state, and a clear
 * 'unavailable' state when the platform fails (never an error page).
 */
export async function ReportScreen({ kind, query, note }: { kind: ReportKind; query: ReportQuery; note?: string }) {
  const range = reportRange(query, requestNow(), await getTimeZone());
  const [t, currencySymbol] = await Promise.all([getTranslations('reports'), currentCurrencySymbol()]);
  const view: ReportView | null = await loadReport(kind, query, range).catch(orFallback(null));
  const bffQuery = reportBffQuery(kind, query, range);

  return (
    <main className={styles.screen} data-screen={REPORT_KINDS[kind].screen}>
      <ReportFilterForm kind={kind} query={query} />
      <p className={styles.range} data-range>
        {t('rangeShown', { start: shownDay(range.startDate), end: shownDay(range.endDate) })}
      </p>
      {note && (
        <p className={styles.range} data-note>
          {note}
        </p>
      )}
      {view === null ? (
        <div className={styles.state} role="alert">
          <p>{t('unavailable')}</p>
          <a className={styles.more} href={reportHref(kind, query, 1)}>
            {t('retry')}
          </a>
        </div>
      ) : (
        <>
          <ReportTotals kind={kind} totals={view.totals} />
          <ClientMessages namespaces={CLIENT_NAMESPACES}>
            <ReportList
              key={bffQuery}
              kind={kind}
              rows={view.rows}
              pageNum={view.pageNum}
              totalPages={view.totalPages}
              bffQuery={bffQuery}
              label={query.agentRecord ? t('agentRecord') : t(`lists.${kind}`)}
              moreHref={reportHref(kind, query, view.pageNum + 1)}
              currencySymbol={currencySymbol}
            />
          </ClientMessages>
        </>
      )}
    </main>
  );
}
