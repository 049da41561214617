// Contract rows 60-64: the member's money reports, read from the ledger (ledger.mjs). Each answers one page of
// the filtered records, newest first, and totals over the whole filtered range (not just the page).
import { ok, queryString, refuse } from '../http.mjs';
import { AGENT_TRANSACTION_TYPES, inDateRange, ledgerOf, merchantDate, pageOf, TRANSACTION_TYPES } from '../ledger.mjs';
import { CATEGORIES } from '../seed.mjs';
import { MSG } from './account.mjs';
import { cents } from '../money.mjs';
/** @import { MemberHandler, Route } from '../types.mjs' */

export const REPORT_PAGE_SIZE = 26;
const MAX_PAGE_SIZE = 100;
const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];
const GAME_CATEGORIES = CATEGORIES.map((category) => category.code);
/** SPEC §6: member types that are not agents. */
const NOT_AGENT_TYPES = [0, 4, 40];

function sum(list, field) {
  return cents(list.reduce((total, entry) => total + entry[field], 0));
}

const badRequest = (what) => refuse(`Invalid ${what}`, 'BAD_REQUEST');

/** Dates, page and page size every report takes; `{error}` names the first bad one. */
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

/** A query value that must be one of `allowed` ('' = all). */
function choice(query, name, allowed) {
  const value = queryString(query, name);
  return !value || allowed.includes(value) ? { value } : { error: badRequest(name) };
}

function newestFirst(list, timeField) {
  return [...list].sort((a, b) => b[timeField] - a[timeField] || b.id - a.id);
}

function report(range, records, totals) {
  return ok({ ...pageOf(records.map((record) => ({ ...record })), range.pageNo, range.pageSize), totals });
}

/**
 * Rows 60 and 61: deposit and withdraw orders by their creation's merchant date and status.
 * @param {'deposits' | 'withdrawals'} kind
 * @param {(orders: any[]) => Record<string, number>} totalsOf
 * @returns {MemberHandler}
 */
function orderReport(kind, totalsOf) {
  return ({ state, account, query }) => {
    const range = rangeQuery(query);
    if (range.error) return range.error;
    const status = choice(query, 'status', ORDER_STATUSES);
    if (status.error) return status.error;
    const orders = ledgerOf(state, account.userName)[kind]
      .filter((order) => inDateRange(order.createTime, range.startDate, range.endDate) && (!status.value || order.status === status.value));
    return report(range, newestFirst(orders, 'createTime'), { count: orders.length, ...totalsOf(orders) });
  };
}

/**
 * Row 62: balance movements; `types=A` is the agent's record (commission and transfers), agents only.
 * @type {MemberHandler}
 */
function transactionReport({ state, account, query }) {
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
  return report(range, newestFirst(movements, 'time'), { count: movements.length, moneyIn, moneyOut });
}

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

const PNL_SUMS = ['deposit', 'withdraw', 'bonus', 'rebate', ...BET_SUMS, 'profit'];

/**
 * Row 64: one row per merchant date with activity: approved deposits and bonus, withdrawals not rejected, bets, rebates.
 * @type {MemberHandler}
 */
function pnlReport({ state, account, query }) {
  const range = rangeQuery(query);
  if (range.error) return range.error;
  const ledger = ledgerOf(state, account.userName);
  const days = new Map();
  const day = (time) => {
    const date = merchantDate(time);
    if (!days.has(date)) days.set(date, { date, ...Object.fromEntries(PNL_SUMS.map((field) => [field, 0])) });
    return days.get(date);
  };
  const within = (time) => inDateRange(time, range.startDate, range.endDate);
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
    const rounded = Object.fromEntries(PNL_SUMS.map((field) => [field, cents(row[field])]));
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
