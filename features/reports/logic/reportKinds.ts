import type { DoorPath } from '@/lib/bff/bffRoutes';
import { gameCategories, orderStatuses, rebateTypes, transactionTypes } from '@/lib/platform/schemas';

/**
 * The money reports (with the rebate report and the agent's team reports), each with its
 * screen, its platform call's /wps path and the filters it has.
 */
export type ReportKind = 'deposit' | 'withdraw' | 'transactions' | 'bets' | 'pnl' | 'rebate' | 'teamPnl' | 'teamBets' | 'teamRebate';

/** The report doors of the allowlist (lib/bff/bffRoutes.ts): what they answer follows from there. */
export type ReportDoor = Extract<DoorPath<'GET'>, `/wps/report/${string}` | `/wps/agent/report/${string}`>;

export type ReportFilterName = 'status' | 'transType' | 'gameCategory' | 'type';

export interface ReportKindRule {
  screen: string;
  /** The door of the report's call (lib/bff/bffRoutes.ts), for the pages after the first. */
  bffPath: ReportDoor;
  /** Filters besides the date range, with the values each may take ('' = all). */
  filters: Partial<Record<ReportFilterName, readonly string[]>>;
  /** Team reports: a free-text filter on the member's account ('' = the whole team). */
  memberFilter?: true;
}

export const REPORT_KINDS: Record<ReportKind, ReportKindRule> = {
  deposit: { screen: '/m/vouReport', bffPath: '/wps/report/deposit', filters: { status: orderStatuses } },
  withdraw: { screen: '/m/withdrawReport', bffPath: '/wps/report/withdraw', filters: { status: orderStatuses } },
  transactions: { screen: '/m/transaction/record', bffPath: '/wps/report/transactions', filters: { transType: transactionTypes } },
  bets: { screen: '/m/gameRecord', bffPath: '/wps/report/bets', filters: { gameCategory: gameCategories } },
  pnl: { screen: '/m/profitandloss', bffPath: '/wps/report/pnl', filters: {} },
  rebate: { screen: '/m/member/rebateReport', bffPath: '/wps/report/rebate', filters: { type: rebateTypes } },
  teamPnl: { screen: '/m/agent/team/pnl', bffPath: '/wps/agent/report/pnl', filters: { gameCategory: gameCategories }, memberFilter: true },
  teamBets: { screen: '/m/teamBetting', bffPath: '/wps/agent/report/bets', filters: { gameCategory: gameCategories }, memberFilter: true },
  teamRebate: { screen: '/m/member/teamRebate', bffPath: '/wps/agent/report/rebate', filters: {}, memberFilter: true },
};

/** The movements of the agent's transaction record (`types=A`); the platform answers only these there. */
export const AGENT_TRANSACTION_TYPES = ['COMMISSION', 'TRANSFER_IN', 'TRANSFER_OUT'] as const;
