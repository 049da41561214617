'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasMore, type PagingStatus } from '@/features/games/logic/paging';
import { useNearEndLoading } from '@/features/games/logic/useNearEndLoading';
import { bffValue } from '@/lib/bff/bffFetch';
import type { ReportDoor, ReportKind } from '@/features/reports/logic/reportKinds';
import { recordKey, type ReportRecord } from '@/features/reports/logic/reportRows';
import { ReportItem } from './ReportItem';
import styles from './Reports.module.css';
import { useScripted } from '@/lib/browser/useBrowserValue';

/** SPEC §9: report lists load the next page 300 px before their end, at most once per 1000 ms. */
const REPORT_SCROLL_THRESHOLD_PX = 300;

interface ListState {
  rows: ReportRecord[];
  pageNum: number;
  totalPages: number;
  status: PagingStatus;
}

/**
 * The rows of a money report: the server's pages first, then the next page through the BFF as the end comes
 * near, while pageNum is below totalPages (a failed load stops paging). Without scripts the 'more' link asks
 * the server for one page more.
 */
export function ReportList({
  kind,
  rows,
  pageNum,
  totalPages,
  bffQuery,
  label,
  moreHref,
  currencySymbol,
}: {
  kind: ReportKind;
  rows: ReportRecord[];
  pageNum: number;
  totalPages: number;
  /** The report call's path and query without pageNo (lib/bff/bffRoutes.ts). */
  bffQuery: `${ReportDoor}?${string}`;
  label: string;
  moreHref: string;
  /** The merchant's currency symbol: every amount carries it (SPEC §1). */
  currencySymbol: string;
}) {
  const t = useTranslations('reports');
  const [state, setState] = useState<ListState>({ rows, pageNum, totalPages, status: 'idle' });
  const scripted = useScripted();
  const endRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  // `load` may run from a timer or a scroll after newer state came: it reads the latest through the ref.
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const load = useCallback(async () => {
    const current = stateRef.current;
    if (current.status === 'loading' || !hasMore(current)) return;
    const pageNo = current.pageNum + 1;
    setState({ ...current, status: 'loading' });
    try {
      const page = await bffValue(`${bffQuery}&pageNo=${pageNo}`);
      setState((before) => {
        const seen = new Set(before.rows.map(recordKey));
        const added = (page.content as ReportRecord[]).filter((record) => !seen.has(recordKey(record)));
        return { rows: [...before.rows, ...added], pageNum: page.pageNum, totalPages: page.totalPages, status: 'idle' };
      });
    } catch {
      setState((before) => ({ ...before, status: 'failed' }));
    }
  }, [bffQuery]);

  useNearEndLoading({ endRef, state, load, threshold: REPORT_SCROLL_THRESHOLD_PX });

  if (state.rows.length === 0) {
    return (
      <p className={styles.state} role="status" data-empty-state>
        {t('empty')}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={label} aria-busy={state.status === 'loading'}>
        {state.rows.map((record) => (
          <ReportItem key={recordKey(record)} kind={kind} record={record} currencySymbol={currencySymbol} />
        ))}
      </ul>
      <div ref={endRef} aria-hidden="true" />
      {state.status === 'loading' && (
        <p className={styles.state} role="status">
          {t('loadingMore')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className={styles.state} role="status">
          {t('loadFailed')}
        </p>
      )}
      {!scripted && hasMore(state) && (
        <a className={styles.more} href={moreHref} rel="next">
          {t('more')}
        </a>
      )}
    </>
  );
}
