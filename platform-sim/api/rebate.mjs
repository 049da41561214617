// Contract rows 87-91: transfer to the upline, manual rebate claim and the rebate report.
import { ok, queryString, refuse } from '../http.mjs';
import { inDateRange, ledgerOf, MERCHANT_OFFSET_MS, merchantDate, pageOf, post, postBackdated } from '../ledger.mjs';
import { MSG } from './account.mjs';
import { rangeQuery } from './reports.mjs';
import { cents, mainWallet, moneyText, sumBalance } from '../money.mjs';
import { paymentPasswordRefusal } from '../paymentPassword.mjs';
import { seededAccount } from '../state.mjs';
/** @import { Account, MemberContext, MemberHandler, RebateItem, Route, State } from '../types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
export const UPLINE_TRANSFER_LIMITS = { min: 10, max: 50000 };
/**
 * Rebate per game category, in percent of the valid bet.
 * @type {Record<string, number>}
 */
export const REBATE_RATES = { RNG: 0.8, LIVE: 0.5, FISH: 0.7, POKER: 0.4, SPORTS: 0.6, LOTT: 0.3, ELOTT: 0.3 };
export const MIN_REBATE_CLAIM = 1;
/** Weekly AUTO rebates seeded for demo01; the newest week ends a week before the seed, so the last week is claimable. */
const SEEDED_AUTO_WEEKS = 4;
/** @type {string[]} */
const REBATE_TYPES = ['MANUAL', 'AUTO'];

/**
 * @param {State} state
 * @param {'rebateOrder' | 'rebateId' | 'uplineTransfer'} counter
 * @param {number} start
 */
function nextNumber(state, counter, start) {
  const next = (state.counters[counter] ?? start) + 1;
  state.counters[counter] = next;
  return next;
}

/**
 * Midnight (UTC+7) starting the merchant day of `time`.
 * @param {number} time
 */
function merchantDayStart(time) {
  return Math.floor((time + MERCHANT_OFFSET_MS) / DAY) * DAY - MERCHANT_OFFSET_MS;
}

/**
 * @param {State} state
 * @param {string} userName
 */
export function rebatesOf(state, userName) {
  let rebates = state.rebates.get(userName);
  if (!rebates) {
    rebates = [];
    state.rebates.set(userName, rebates);
  }
  return rebates;
}

/**
 * Bets are rebated once: a claim (or a weekly AUTO rebate) covers every valid bet up to its `until`.
 * @param {State} state
 * @param {string} userName
 */
function rebatedUntil(state, userName) {
  return rebatesOf(state, userName).reduce((latest, entry) => Math.max(latest, entry.until), 0) || null;
}

/**
 * Valid bets after `since` (null = all), by category, with their rebate.
 * @param {State} state
 * @param {string} userName
 * @param {number | null} since
 * @returns {RebateItem[]}
 */
function rebateItems(state, userName, since, until = Infinity) {
  const validBets = Object.fromEntries(Object.keys(REBATE_RATES).map((category) => [category, 0]));
  for (const bet of ledgerOf(state, userName).bets) {
    if ((since === null || bet.betTime > since) && bet.betTime <= until && bet.gameCategory in validBets) validBets[bet.gameCategory] += bet.validBet;
  }
  return Object.entries(REBATE_RATES).map(([gameCategory, rate]) => {
    const validBet = cents(validBets[gameCategory]);
    return { gameCategory, validBet, rate, amount: cents((validBet * rate) / 100) };
  });
}

/**
 * @param {State} state
 * @param {Account} account
 * @param {{ type: 'MANUAL' | 'AUTO', items: RebateItem[], time: number, until: number }} rebate
 */
function recordRebate(state, account, { type, items, time, until }) {
  const paid = items.filter((item) => item.amount > 0);
  const total = cents(paid.reduce((sum, item) => sum + item.amount, 0));
  const orderNo = `R${merchantDate(time).replaceAll('-', '')}${nextNumber(state, 'rebateOrder', 500000)}`;
  const movement = { type: 'REBATE', amount: total, ref: orderNo, remark: { id: `remark.rebate.${type}` }, time };
  if (type === 'AUTO') postBackdated(state, account, movement);
  else post(state, account, movement);
  for (const item of paid) rebatesOf(state, account.userName).push({ id: nextNumber(state, 'rebateId', 800000), orderNo, time, until, type, ...item });
  return total;
}

/**
 * Called by seedState: demo01's upline is agent01; demo01's last weeks were rebated automatically (posted into the
 * seeded past, so today's balance is the seeded one).
 * @param {State} state
 * @param {number} now
 */
export function seedUplinesAndRebates(state, now) {
  state.rebates = new Map();
  const demo = seededAccount(state, 'demo01');
  demo.upline = 'agent01';
  const lastWeekEnd = merchantDayStart(now - WEEK);
  for (let week = SEEDED_AUTO_WEEKS - 1; week >= 0; week -= 1) {
    const until = lastWeekEnd - week * WEEK;
    const items = rebateItems(state, demo.userName, until - WEEK, until);
    if (items.some((item) => item.amount > 0)) recordRebate(state, demo, { type: 'AUTO', items, time: until, until });
  }
}

/**
 * Refusals the rows share: the flag, then (writes) free-play and trial accounts.
 * @param {MemberContext} ctx
 * @param {string} flag
 * @param {{ write: boolean }} options
 */
function gate({ state, account }, flag, { write }) {
  if (!state.switches.flags[flag]) return refuse(MSG.noPermission, 'FEATURE_OFF');
  if (write && (account.trial || account.freePlay)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  return null;
}

/**
 * SPEC §6: a superior transfer needs toUpline, and type 2 never may.
 * @param {State} state
 * @param {Account} account
 */
function uplineOf(state, account) {
  if (!account.toUpline || account.type === 2 || !account.upline) return null;
  return state.accounts.get(account.upline) ?? null;
}

/**
 * Row 87.
 * @type {MemberHandler}
 */
function uplineInfo(ctx) {
  const refused = gate(ctx, 'AGETRANSFERUP3', { write: false });
  if (refused) return refused;
  const { state, account } = ctx;
  const upline = uplineOf(state, account);
  if (!upline) return refuse(MSG.noPermission, 'NO_PERMISSION');
  return ok({
    upline: upline.userName, balance: cents(mainWallet(account).balance), ...UPLINE_TRANSFER_LIMITS,
    paymentPasswordSet: Boolean(account.paymentPassword),
  });
}

/**
 * Row 88 (**enc**).
 * @type {MemberHandler}
 */
function transferToUpline(ctx) {
  const refused = gate(ctx, 'AGETRANSFERUP3', { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const upline = uplineOf(state, account);
  if (!upline) return refuse(MSG.noPermission, 'NO_PERMISSION');
  const { amount, paymentPassword } = payload;
  if (typeof paymentPassword !== 'string' || typeof amount !== 'number' || !Number.isFinite(amount) || Math.round(amount * 100) !== amount * 100) {
    return refuse('amount (number, 2 decimals) and paymentPassword (string) are required', 'BAD_REQUEST');
  }
  const { min, max } = UPLINE_TRANSFER_LIMITS;
  if (amount < min || amount > max) {
    return refuse(`The amount must be between ${moneyText(min)} and ${moneyText(max)}`, 'AMOUNT_OUT_OF_RANGE', { min, max });
  }
  const passwordRefusal = paymentPasswordRefusal(state, account, paymentPassword);
  if (passwordRefusal) return passwordRefusal;
  const balance = cents(mainWallet(account).balance);
  if (amount > balance) return refuse('Insufficient balance', 'INSUFFICIENT_BALANCE', { balance });
  const time = Date.now();
  const orderNo = `T${merchantDate(time).replaceAll('-', '')}${nextNumber(state, 'uplineTransfer', 300000)}`;
  post(state, account, { type: 'TRANSFER_OUT', amount: -amount, ref: orderNo, remark: { id: 'remark.transferTo', args: { name: upline.userName } }, time });
  post(state, upline, { type: 'TRANSFER_IN', amount, ref: orderNo, remark: { id: 'remark.transferFrom', args: { name: account.userName } }, time });
  return ok({ orderNo, amount, upline: upline.userName, balance: sumBalance(account) });
}

/**
 * Row 89.
 * @type {MemberHandler}
 */
function manualRebateInfo(ctx) {
  const refused = gate(ctx, 'MANPLAYREB3', { write: false });
  if (refused) return refused;
  const { state, account } = ctx;
  const since = rebatedUntil(state, account.userName);
  const items = rebateItems(state, account.userName, since);
  return ok({ items, total: cents(items.reduce((sum, item) => sum + item.amount, 0)), minClaim: MIN_REBATE_CLAIM, lastClaimTime: since });
}

/**
 * Row 90.
 * @type {MemberHandler}
 */
function claimManualRebate(ctx) {
  const refused = gate(ctx, 'MANPLAYREB3', { write: true });
  if (refused) return refused;
  const { state, account } = ctx;
  const items = rebateItems(state, account.userName, rebatedUntil(state, account.userName));
  const total = cents(items.reduce((sum, item) => sum + item.amount, 0));
  if (total <= 0) return refuse('There is no rebate to claim', 'NOTHING_TO_CLAIM');
  if (total < MIN_REBATE_CLAIM) {
    return refuse(`The rebate must reach ${moneyText(MIN_REBATE_CLAIM)} to be claimed`, 'BELOW_MIN_CLAIM', { minClaim: MIN_REBATE_CLAIM, total });
  }
  const claimTime = Date.now();
  const amount = recordRebate(state, account, { type: 'MANUAL', items, time: claimTime, until: claimTime });
  return ok({ amount, claimTime, balance: sumBalance(account) });
}

/**
 * Row 91.
 * @type {MemberHandler}
 */
function rebateReport(ctx) {
  const refused = gate(ctx, 'PLYRBT', { write: false });
  if (refused) return refused;
  const { state, account, query } = ctx;
  const range = rangeQuery(query);
  if (range.error) return range.error;
  const type = queryString(query, 'type');
  if (type && !REBATE_TYPES.includes(type)) return refuse('Invalid type', 'BAD_REQUEST');
  const entries = rebatesOf(state, account.userName)
    .filter((entry) => inDateRange(entry.time, range.startDate, range.endDate) && (!type || entry.type === type))
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map(({ id, orderNo, time, type: kind, gameCategory, validBet, rate, amount }) => ({ id, orderNo, time, type: kind, gameCategory, validBet, rate, amount }));
  const sum = (/** @type {'validBet' | 'amount'} */ field) => cents(entries.reduce((total, entry) => total + entry[field], 0));
  return ok({ ...pageOf(entries, range.pageNo, range.pageSize), totals: { count: entries.length, validBet: sum('validBet'), amount: sum('amount') } });
}

/** @type {Route[]} */
export const routes = [
  { row: 87, method: 'GET', path: '/wps/transfer/upline', moduleId: 'AGETRANSFERUP3', token: 'yes', handle: uplineInfo },
  { row: 88, method: 'POST', path: '/wps/transfer/upline', moduleId: 'AGETRANSFERUP3', token: 'yes', idempotent: true, enc: true, handle: transferToUpline },
  { row: 89, method: 'GET', path: '/wps/rebate/manual', moduleId: 'MANPLAYREB3', token: 'yes', handle: manualRebateInfo },
  { row: 90, method: 'POST', path: '/wps/rebate/manual', moduleId: 'MANPLAYREB3', token: 'yes', idempotent: true, handle: claimManualRebate },
  { row: 91, method: 'GET', path: '/wps/report/rebate', moduleId: 'PLYRBT', token: 'yes', handle: rebateReport },
];
