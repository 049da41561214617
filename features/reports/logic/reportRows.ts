import type {
  BetReport, DepositReport, PnlReport, RebateReport, TeamBetReport, TeamPnlReport, TeamRebateReport, TransactionReport, WithdrawReport,
} from '@/lib/platform/schemas';

/** Any report page as the platform answers it (rows 60-64, 91, 95-97). */
export type ReportPage =
  | DepositReport | WithdrawReport | TransactionReport | BetReport | PnlReport | RebateReport | TeamPnlReport | TeamBetReport | TeamRebateReport;
export type ReportRecord = ReportPage['content'][number];
export type ReportTotals = ReportPage['totals'];

/** How an amount reads to the member: money in (or a win) is positive, out (or a loss) negative, zero neither. */
export type AmountTone = 'in' | 'out' | 'even';

export function toneOf(amount: number): AmountTone {
  if (amount > 0) return 'in';
  return amount < 0 ? 'out' : 'even';
}

/** A record's stable key across pages (pnl rows are days, team pnl rows members). */
export function recordKey(record: ReportRecord): string {
  if ('id' in record) return record.id;
  return 'date' in record ? record.date : record.userName;
}
