// Contract rows 92-94: team overview figures, downline list, opening an account for a downline.
import { wholeTeam } from '../downline.mjs';
import { ok, queryString, refuse } from '../http.mjs';
import { inDateRange, ledgerOf, merchantDate, pageOf } from '../ledger.mjs';
import { newAccount, PATTERNS } from '../seed.mjs';
import { addAccount, findAccount } from '../state.mjs';
import { MSG } from './account.mjs';
import { cents } from '../money.mjs';
/** @import { Account, Deposit, MemberContext, MemberHandler, NumericKey, Route, State } from '../types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
/** SPEC §6: these account types are no agents. */
const NOT_AGENT_TYPES = [0, 4, 40];
/**
 * Own rebate rates (percent) of the seeded agents; opened accounts get theirs from the form.
 * @type {Record<string, number>}
 */
const AGENT_REBATE_RATES = { agent01: 2, agent02: 1.5, ag01a: 1.8, ag01b: 1.6, ag01c: 1.6, ag01d: 1.5, ag01e: 1.5, ag01f: 1.4, ag01aa: 1.2 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_RANGE_DAYS = 92;

/**
 * Called by seedState (after seedDownline): every agent's own rebate rate.
 * @param {State} state
 */
export function seedTeamRebates(state) {
  for (const [userName, rate] of Object.entries(AGENT_REBATE_RATES)) {
    const account = state.accounts.get(userName);
    if (account) account.rebateRate = rate;
  }
}

/**
 * Refusals the rows share: the flag, agents only, then (writes) free-play and trial accounts.
 * @param {MemberContext} ctx
 * @param {string} flag
 * @param {{ write: boolean }} options
 */
function gate({ state, account }, flag, { write }) {
  if (!state.switches.flags[flag]) return refuse(MSG.noPermission, 'FEATURE_OFF');
  if (NOT_AGENT_TYPES.includes(account.type)) return refuse(MSG.noPermission, 'NO_PERMISSION');
  if (write && (account.trial || account.freePlay)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  return null;
}

/**
 * @param {string} startDate
 * @param {string} endDate
 */
function datesBetween(startDate, endDate) {
  /** @type {string[]} */
  const dates = [];
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= Date.parse(`${endDate}T00:00:00Z`); time += DAY) {
    dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Row 92: the whole team's figures per merchant day and in total.
 * @type {MemberHandler}
 */
function teamOverview(ctx) {
  const refused = gate(ctx, 'AGEPAG', { write: false });
  if (refused) return refused;
  const { state, account, query } = ctx;
  const startDate = queryString(query, 'startDate');
  const endDate = queryString(query, 'endDate');
  if (!DATE.test(startDate) || !DATE.test(endDate) || startDate > endDate) {
    return refuse('startDate and endDate (YYYY-MM-DD, start not after end) are required', 'BAD_REQUEST');
  }
  const dates = datesBetween(startDate, endDate);
  if (dates.length > MAX_RANGE_DAYS) return refuse(`The range may span at most ${MAX_RANGE_DAYS} days`, 'RANGE_TOO_LONG', { maxDays: MAX_RANGE_DAYS });
  const days = new Map(dates.map((date) => [date, { date, registrations: 0, deposits: 0, bets: 0, profit: 0 }]));
  /** The figures of the merchant day of `time`, a time already checked to lie in the range. */
  const dayOf = (/** @type {number} */ time) => {
    const day = days.get(merchantDate(time));
    if (!day) throw new Error(`${merchantDate(time)} is outside the range`);
    return day;
  };
  const totals = { registrations: 0, firstDeposits: 0, activeBettors: 0, deposits: 0, withdrawals: 0, bets: 0, profit: 0 };
  for (const { account: member } of wholeTeam(state, account.userName)) {
    const ledger = ledgerOf(state, member.userName);
    if (inDateRange(member.regDate, startDate, endDate)) {
      totals.registrations += 1;
      dayOf(member.regDate).registrations += 1;
    }
    const approved = ledger.deposits.filter((deposit) => deposit.status === 'APPROVED');
    const first = approved.reduce((earliest, deposit) => (earliest && earliest.createTime <= deposit.createTime ? earliest : deposit), /** @type {Deposit | null} */ (null));
    if (first && inDateRange(first.createTime, startDate, endDate)) totals.firstDeposits += 1;
    for (const deposit of approved) {
      if (!inDateRange(deposit.createTime, startDate, endDate)) continue;
      totals.deposits += deposit.amount;
      dayOf(deposit.createTime).deposits += deposit.amount;
    }
    for (const withdrawal of ledger.withdrawals) {
      if (withdrawal.status !== 'REJECTED' && inDateRange(withdrawal.createTime, startDate, endDate)) totals.withdrawals += withdrawal.amount;
    }
    let betted = false;
    for (const bet of ledger.bets) {
      if (!inDateRange(bet.betTime, startDate, endDate)) continue;
      betted = true;
      const day = dayOf(bet.betTime);
      // The team's profit is what the platform kept: stakes less payouts.
      totals.bets += bet.betAmount;
      totals.profit -= bet.winLoss;
      day.bets += bet.betAmount;
      day.profit -= bet.winLoss;
    }
    if (betted) totals.activeBettors += 1;
  }
  /** @template {Record<string, number | string>} F @param {F} figures @param {NumericKey<F>[]} keys */
  const money = (figures, keys) => ({ ...figures, ...Object.fromEntries(keys.map((key) => [key, cents(/** @type {number} */ (figures[key]))])) });
  return ok({
    totals: money(totals, ['deposits', 'withdrawals', 'bets', 'profit']),
    days: [...days.values()].map((day) => money(day, ['deposits', 'bets', 'profit'])),
  });
}

/** @param {Account} account */
function balanceOf(account) {
  return cents(account.wallets.reduce((sum, wallet) => sum + wallet.balance, 0));
}

/**
 * The chain of uplines from the agent down to `userName`, or null when `userName` is not in the agent's team.
 * @param {State} state
 * @param {string} agent
 * @param {string} userName
 */
function pathTo(state, agent, userName) {
  /** @type {string[]} */
  const path = [];
  for (let current = findAccount(state, userName); current; current = findAccount(state, current.upline)) {
    path.unshift(current.userName);
    if (current.userName === agent) return path;
  }
  return null;
}

/**
 * Row 93: one level of the downline (or a search over the whole team), newest registrations first.
 * @type {MemberHandler}
 */
function downlineList(ctx) {
  const refused = gate(ctx, 'DOWNMAN', { write: false });
  if (refused) return refused;
  const { state, account, query } = ctx;
  const parent = queryString(query, 'parent') || account.userName;
  const search = queryString(query, 'account').trim().toLowerCase();
  const pageNo = Math.max(1, Number(queryString(query, 'pageNo')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(queryString(query, 'pageSize')) || 20));
  const path = pathTo(state, account.userName, parent);
  if (!path) return refuse('The account is not in your team', 'NOT_DOWNLINE');
  const team = wholeTeam(state, parent);
  const listed = search
    ? team.filter(({ account: member }) => member.userName.toLowerCase().includes(search))
    : team.filter(({ depth }) => depth === 1);
  const rows = listed
    .map(({ account: member }) => ({
      userName: member.userName, type: member.type, online: Boolean(member.online), balance: balanceOf(member),
      lastLoginTime: member.lastLoginTime ?? null, regDate: member.regDate,
      downlineCount: team.filter(({ account: other }) => other.upline === member.userName).length,
    }))
    .sort((a, b) => b.regDate - a.regDate || a.userName.localeCompare(b.userName));
  return ok({ path, ownRebateRate: account.rebateRate ?? 0, ...pageOf(rows, pageNo, pageSize) });
}

/**
 * Row 94 (**enc**): opens a member or agent account under the signed-in agent.
 * @type {MemberHandler}
 */
function openDownline(ctx) {
  const refused = gate(ctx, 'DOWNMAN', { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { username, password, type, rebateRate } = payload ?? {};
  if (typeof username !== 'string' || !new RegExp(PATTERNS.username).test(username)) return refuse('Username format is incorrect', 'USERNAME_INVALID');
  if (typeof password !== 'string' || !new RegExp(PATTERNS.password).test(password)) return refuse(MSG.password, 'PASSWORD_INVALID');
  if (type !== 0 && type !== 1) return refuse('type must be 0 (member) or 1 (agent)', 'BAD_REQUEST');
  if (typeof rebateRate !== 'number' || !Number.isFinite(rebateRate) || rebateRate < 0 || Math.round(rebateRate * 10) !== rebateRate * 10) {
    return refuse('rebateRate must be a number >= 0 with one decimal', 'BAD_REQUEST');
  }
  const maxRebate = account.rebateRate ?? 0;
  if (rebateRate > maxRebate) return refuse(`The rebate rate may not be above your own (${maxRebate}%)`, 'REBATE_ABOVE_OWN', { maxRebate });
  if (findAccount(state, username)) return refuse(MSG.userExists, 'USERNAME_EXISTS');
  const now = Date.now();
  const created = addAccount(state, newAccount({
    userName: username, password, type, upline: account.userName, toUpline: true, rebateRate, regDate: now, lastLoginTime: null, online: false,
  }));
  return ok({ userName: created.userName, type: created.type, rebateRate, regDate: created.regDate, upline: account.userName });
}

/** @type {Route[]} */
export const routes = [
  { row: 92, method: 'GET', path: '/wps/agent/team/overview', moduleId: 'AGEINFO3', token: 'yes', handle: teamOverview },
  { row: 93, method: 'GET', path: '/wps/agent/downline', moduleId: 'AGEDOWNMAN3', token: 'yes', handle: downlineList },
  { row: 94, method: 'POST', path: '/wps/agent/downline', moduleId: 'AGEDOWNMAN3', token: 'yes', idempotent: true, enc: true, handle: openDownline },
];
