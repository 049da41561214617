// Contract rows 60-64: the member's money reports, read from the ledger (ledger.mjs). Each answers one page of
// the filtered records, newest first, and totals over the whole filtered range (not just the page).
import { ok, queryString, refuse } from '../http.mjs';
import { AGENT_TRANSACTION_TYPES, inDateRange, ledgerOf, merchantDate, pageOf, TRANSACTION_TYPES } from '../ledger.mjs';
import { CATEGORIES } from '../seed.mjs';
import { CONTENT, contentText, remarkText } from '../content/index.mjs';
import { textLanguage } from '../languages.mjs';
import { MSG } from './account.mjs';
import { cents } from '../money.mjs';
/** @import { Bet, Deposit, Ledger, MemberHandler, NumericKey, Query, Refusal, ReportRange, Route, Withdrawal } from '../types.mjs' */

export const REPORT_PAGE_SIZE = 26;
const MAX_PAGE_SIZE = 100;
const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];
const GAME_CATEGORIES = CATEGORIES.map((category) => category.code);
/** SPEC §6: member types that are not agents. */
const NOT_AGENT_TYPES = [0, 4, 40];

/**
 * @template T
 * @param {T[]} list
 * @param {NumericKey<T>} field
 */
function sum(list, field) {
  return cents(list.reduce((total, entry) => total + /** @type {number} */ (entry[field]), 0));
}

const badRequest = (/** @type {string} */ what) => refuse(`Invalid ${what}`, 'BAD_REQUEST');

/**
 * Dates, page and page size every report takes; `{error}` names the first bad one.
 * @param {Query} query
 * @returns {ReportRange}
 */
export function rangeQuery(query) {
  const startDate = queryString(query, 'startDate');
  const endDate = queryString(query, 'endDate');
  for (const [name, value] of [['startDate', startDate], ['endDate', endDate]]) {
    if (value && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) return { error: badRequest(name) };
  }
  if (startDate && endDate && startDate > endDate) return { error: badRequest('date range') };
  const pageNo = queryString(query, 'pageNo') || '1';
  const pageSize = queryString(query, 'pageSize') || String(REPORT_PAGE_SIZE);
  if (!/^\d{1,6}$/.test(pageNo) || Number(pageNo) < 1) return { error: badRequest('pageNo') };
  if (!/^\d{1,3}$/.test(pageSize) || Number(pageSize) < 1 || Number(pageSize) > MAX_PAGE_SIZE) return { error: badRequest('pageSize') };
  return { startDate, endDate, pageNo: Number(pageNo), pageSize: Number(pageSize) };
}

/**
 * A query value that must be one of `allowed` ('' = all).
 * @param {Query} query
 * @param {string} name
 * @param {string[]} allowed
 * @returns {{ value: string, error?: undefined } | { error: Refusal }}
 */
function choice(query, name, allowed) {
  const value = queryString(query, name);
  return !value || allowed.includes(value) ? { value } : { error: badRequest(name) };
}

/**
 * @template {{ id: number }} T
 * @param {T[]} list
 * @param {NumericKey<T>} timeField
 */
function newestFirst(list, timeField) {
  const time = (/** @type {T} */ entry) => /** @type {number} */ (entry[timeField]);
  return [...list].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/**
 * @param {ReportRange & { error?: undefined }} range
 * @param {object[]} records
 * @param {Record<string, number>} totals
 */
function report(range, records, totals) {
  return ok({ ...pageOf(records.map((record) => ({ ...record })), range.pageNo, range.pageSize), totals });
}

/**
 * Rows 60 and 61: deposit and withdraw orders by their creation's merchant date and status.
 * @template {'deposits' | 'withdrawals'} K
 * @param {K} kind
 * @param {(orders: Ledger[K]) => Record<string, number>} totalsOf
 * @returns {MemberHandler}
 */
function orderReport(kind, totalsOf) {
  return ({ state, account, query, language }) => {
    const range = rangeQuery(query);
    if (range.error) return range.error;
    const status = choice(query, 'status', ORDER_STATUSES);
    if (status.error) return status.error;
    const orders = /** @type {Ledger[K]} */ (ledgerOf(state, account.userName)[kind]
      .filter((order) => inDateRange(order.createTime, range.startDate, range.endDate) && (!status.value || order.status === status.value)));
    // A deposit's method is named in the reader's language where the platform's texts name it.
    const method = (/** @type {string} */ id) => `deposit.method.${id}`;
    const named = (/** @type {Deposit | Withdrawal} */ order) => ('methodId' in order && CONTENT[textLanguage(state.switches.language)]?.[method(order.methodId)] !== undefined
      ? { ...order, methodName: contentText(method(order.methodId), language, state.switches.language) }
      : order);
    /** @type {(Deposit | Withdrawal)[]} */
    const records = orders.map(named);
    return report(range, newestFirst(records, 'createTime'), { count: orders.length, ...totalsOf(orders) });
  };
}

/**
 * Row 62: balance movements; `types=A` is the agent's record (commission and transfers), agents only.
 * @type {MemberHandler}
 */
function transactionReport({ state, account, query, language }) {
  const range = rangeQuery(query);
  if (range.error) return range.error;
  const transType = choice(query, 'transType', TRANSACTION_TYPES);
  if (transType.error) return transType.error;
  const types = choice(query, 'types', ['A']);
  if (types.error) return types.error;
  if (types.value === 'A' && NOT_AGENT_TYPES.includes(account.type)) return refuse(MSG.noPermission, 'NO_PERMISSION');
  const movements = ledgerOf(state, account.userName).transactions.filter((movement) =>
    inDateRange(movement.time, range.startDate, range.endDate)
    && (!transType.value || movement.type === transType.value)
    && (types.value !== 'A' || AGENT_TRANSACTION_TYPES.includes(movement.type)));
  const moneyIn = sum(movements.filter((movement) => movement.amount > 0), 'amount');
  const moneyOut = cents(-sum(movements.filter((movement) => movement.amount < 0), 'amount'));
  const written = movements.map((movement) => ({ ...movement, remark: remarkText(movement.remark, language, state.switches.language) }));
  return report(range, newestFirst(written, 'time'), { count: movements.length, moneyIn, moneyOut });
}

/** @type {NumericKey<Bet>[]} */
const BET_SUMS = ['betAmount', 'validBet', 'payout', 'winLoss'];

/**
 * Row 63: settled bets by bet time and game category.
 * @type {MemberHandler}
 */
function betReport({ state, account, query }) {
  const range = rangeQuery(query);
  if (range.error) return range.error;
  const category = choice(query, 'gameCategory', GAME_CATEGORIES);
  if (category.error) return category.error;
  const bets = ledgerOf(state, account.userName).bets
    .filter((bet) => inDateRange(bet.betTime, range.startDate, range.endDate) && (!category.value || bet.gameCategory === category.value));
  return report(range, newestFirst(bets, 'betTime'), { count: bets.length, ...Object.fromEntries(BET_SUMS.map((field) => [field, sum(bets, field)])) });
}

const PNL_SUMS = /** @type {const} */ (['deposit', 'withdraw', 'bonus', 'rebate', ...BET_SUMS, 'profit']);
/** @typedef {Record<typeof PNL_SUMS[number], number>} PnlFigures */

/**
 * Row 64: one row per merchant date with activity: approved deposits and bonus, withdrawals not rejected, bets, rebates.
 * @type {MemberHandler}
 */
function pnlReport({ state, account, query }) {
  const range = rangeQuery(query);
  if (range.error) return range.error;
  const ledger = ledgerOf(state, account.userName);
  /** @type {Map<string, PnlFigures & { date: string }>} */
  const days = new Map();
  /** @param {number} time */
  const day = (time) => {
    const date = merchantDate(time);
    let figures = days.get(date);
    if (!figures) {
      figures = { .../** @type {PnlFigures} */ (Object.fromEntries(PNL_SUMS.map((field) => [field, 0]))), date };
      days.set(date, figures);
    }
    return figures;
  };
  const within = (/** @type {number} */ time) => inDateRange(time, range.startDate, range.endDate);
  for (const deposit of ledger.deposits) {
    if (deposit.status !== 'APPROVED' || !within(deposit.updateTime)) continue;
    day(deposit.updateTime).deposit += deposit.amount;
    day(deposit.updateTime).bonus += deposit.bonus;
  }
  for (const withdrawal of ledger.withdrawals) {
    if (withdrawal.status !== 'REJECTED' && within(withdrawal.createTime)) day(withdrawal.createTime).withdraw += withdrawal.amount;
  }
  for (const bet of ledger.bets) {
    if (!within(bet.betTime)) continue;
    for (const field of BET_SUMS) day(bet.betTime)[field] += bet[field];
  }
  for (const movement of ledger.transactions) {
    if (movement.type === 'REBATE' && within(movement.time)) day(movement.time).rebate += movement.amount;
  }
  const rows = [...days.values()].sort((a, b) => b.date.localeCompare(a.date)).map((row) => {
    const rounded = /** @type {PnlFigures} */ (Object.fromEntries(PNL_SUMS.map((field) => [field, cents(row[field])])));
    return { ...rounded, date: row.date, profit: cents(rounded.winLoss + rounded.bonus + rounded.rebate) };
  });
  const totals = { count: rows.length, ...Object.fromEntries(PNL_SUMS.map((field) => [field, sum(rows, field)])) };
  return ok({ ...pageOf(rows, range.pageNo, range.pageSize), totals });
}

/** @type {Route[]} */
export const routes = [
  {
    row: 60, method: 'GET', path: '/wps/report/deposit', moduleId: 'DEPRECM3', token: 'yes',
    handle: orderReport('deposits', (orders) => ({ amount: sum(orders, 'amount'), bonus: sum(orders, 'bonus') })),
  },
  {
    row: 61, method: 'GET', path: '/wps/report/withdraw', moduleId: 'WITHREC3', token: 'yes',
    handle: orderReport('withdrawals', (orders) => ({ amount: sum(orders, 'amount'), fee: sum(orders, 'fee') })),
  },
  { row: 62, method: 'GET', path: '/wps/report/transactions', moduleId: 'MEMTRANS3', token: 'yes', handle: transactionReport },
  { row: 63, method: 'GET', path: '/wps/report/bets', moduleId: 'TRANSBETREPMEM3', token: 'yes', handle: betReport },
  { row: 64, method: 'GET', path: '/wps/report/pnl', moduleId: 'PERSPNL3', token: 'yes', handle: pnlReport },
];
