import 'server-only';
import {
  betReport, depositReport, pnlReport, rebateReport, teamBetReport, teamPnlReport, teamRebateReport, transactionReport, withdrawReport,
} from '@/lib/platform/calls';
import type { PlatformCall } from '@/lib/platform/defineCall';
import { askPlatform } from '@/lib/request/context';
import type { DateRange } from './datePresets';
import type { ReportKind } from './reportKinds';
import { reportInput, type ReportQuery } from './reportQuery';
import type { ReportPage, ReportRecord, ReportTotals } from './reportRows';

const CALLS: Record<ReportKind, PlatformCall> = {
  deposit: depositReport,
  withdraw: withdrawReport,
  transactions: transactionReport,
  bets: betReport,
  pnl: pnlReport,
  rebate: rebateReport,
  teamPnl: teamPnlReport,
  teamBets: teamBetReport,
  teamRebate: teamRebateReport,
};

export interface ReportView {
  /** The rows of the pages shown, in the platform's order (newest first). */
  rows: ReportRecord[];
  pageNum: number;
  totalPages: number;
  totals: ReportTotals;
}

/**
 * The first `query.pages` pages of a report, asked for at once. The first page decides how many there are and
 * carries the totals; a later page that fails ends the list there, so scrolling (or the 'more' link) asks again.
 */
export async function loadReport(kind: ReportKind, query: ReportQuery, range: DateRange): Promise<ReportView> {
  const call = CALLS[kind];
  const first = (await askPlatform(call, reportInput(query, range, 1))) as ReportPage;
  const last = Math.min(query.pages, first.totalPages);
  const rest = await Promise.allSettled(
    Array.from({ length: Math.max(0, last - 1) }, (_, index) => askPlatform(call, reportInput(query, range, index + 2))),
  );
  const rows: ReportRecord[] = [...first.content];
  let pageNum = 1;
  for (const page of rest) {
    if (page.status === 'rejected') break;
    rows.push(...(page.value as ReportPage).content);
    pageNum += 1;
  }
  return { rows, pageNum, totalPages: first.totalPages, totals: first.totals };
}
