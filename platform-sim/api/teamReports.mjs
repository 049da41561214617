// Contract rows 95-97: team profit and loss, team bets and the agent's rebate income, read from the
// ledgers of the agent's whole team (downline.mjs), so they agree with each member's own reports (rows 63, 64).
import { queryString, ok, refuse } from '../http.mjs';
import { inDateRange, ledgerOf, merchantDate, MERCHANT_OFFSET_MS, pageOf } from '../ledger.mjs';
import { wholeTeam } from '../downline.mjs';
import { cents } from '../money.mjs';
import { CATEGORIES } from '../seed.mjs';
import { MSG } from './account.mjs';
import { rangeQuery } from './reports.mjs';
/** @import { MemberContext, MemberHandler, Query, Refusal, ReportRange, Route, State } from '../types.mjs' */

const GAME_CATEGORIES = CATEGORIES.map((category) => category.code);
/** SPEC §6: member types that are not agents. */
const NOT_AGENT_TYPES = [0, 4, 40];
/** The agent's income from its team's valid bets, in percent, computed when asked (nothing is paid out here). */
export const AGENT_REBATE_RATE = 0.2;
const PNL_SUMS = /** @type {const} */ (['deposit', 'withdraw', 'betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit']);
const BET_SUMS = ['betAmount', 'validBet', 'payout', 'winLoss'];
/** Row 95's figures that belong to a game category. */
const PNL_GAME_SUMS = ['betAmount', 'validBet', 'winLoss'];

/**
 * @param {object[]} rows
 * @param {readonly string[]} fields
 * @returns {Record<string, number>}
 */
function sums(rows, fields) {
  return Object.fromEntries(fields.map((field) => [field, cents(rows.reduce((total, row) => total + /** @type {Record<string, number>} */ (row)[field], 0))]));
}

/**
 * The flag, agents only, then the shared range and the `account` filter (substring of the member's name).
 * @param {MemberContext} ctx
 * @param {string} flag
 * @returns {{ error: Refusal, range?: undefined, members?: undefined } | { error?: undefined, range: ReportRange & { error?: undefined }, members: string[] }}
 */
function teamQuery({ state, account, query }, flag) {
  if (!state.switches.flags[flag]) return { error: refuse(MSG.noPermission, 'FEATURE_OFF') };
  if (NOT_AGENT_TYPES.includes(account.type)) return { error: refuse(MSG.noPermission, 'NO_PERMISSION') };
  const range = rangeQuery(query);
  if (range.error) return range;
  const filter = queryString(query, 'account').trim().toLowerCase();
  if (filter.length > 32) return { error: refuse('Invalid account', 'BAD_REQUEST') };
  const members = wholeTeam(state, account.userName)
    .map(({ account: member }) => member.userName)
    .filter((userName) => userName.toLowerCase().includes(filter))
    .sort();
  return { range, members };
}

/**
 * A `gameCategory` query: '' (all) or one of the seeded categories; anything else is refused.
 * @param {Query} query
 * @returns {{ error: Refusal, category?: undefined } | { error?: undefined, category: string }}
 */
function categoryQuery(query) {
  const category = queryString(query, 'gameCategory');
  if (category && !GAME_CATEGORIES.includes(category)) return { error: refuse('Invalid gameCategory', 'BAD_REQUEST') };
  return { category };
}

/**
 * Row 95 for one game category: deposits, withdrawals, bonuses and rebates belong to no game, so the rows carry
 * only the game figures of that category, and profit is their win/loss.
 * @param {State} state
 * @param {string[]} members
 * @param {ReportRange & { error?: undefined }} range
 * @param {string} category
 */
function teamGamePnl(state, members, range, category) {
  const rows = [];
  for (const userName of members) {
    const bets = teamBetsOf(state, [userName], range, category);
    if (bets.length === 0) continue;
    const figures = sums(bets, PNL_GAME_SUMS);
    rows.push({ userName, ...figures, profit: figures.winLoss });
  }
  return rows;
}

/**
 * Row 95 over everything: one row per member with deposits, withdrawals or bets in the range.
 * @param {State} state
 * @param {string[]} members
 * @param {ReportRange & { error?: undefined }} range
 */
function teamMoneyPnl(state, members, range) {
  const within = (/** @type {number} */ time) => inDateRange(time, range.startDate, range.endDate);
  const rows = [];
  for (const userName of members) {
    const ledger = ledgerOf(state, userName);
    const row = { userName, .../** @type {Record<typeof PNL_SUMS[number], number>} */ (Object.fromEntries(PNL_SUMS.map((field) => [field, 0]))) };
    let active = false;
    for (const deposit of ledger.deposits) {
      if (deposit.status !== 'APPROVED' || !within(deposit.updateTime)) continue;
      row.deposit += deposit.amount;
      row.bonus += deposit.bonus;
      active = true;
    }
    for (const withdrawal of ledger.withdrawals) {
      if (withdrawal.status === 'REJECTED' || !within(withdrawal.createTime)) continue;
      row.withdraw += withdrawal.amount;
      active = true;
    }
    for (const bet of ledger.bets) {
      if (!within(bet.betTime)) continue;
      row.betAmount += bet.betAmount;
      row.validBet += bet.validBet;
      row.winLoss += bet.winLoss;
      active = true;
    }
    for (const movement of ledger.transactions) {
      if (movement.type === 'REBATE' && within(movement.time)) row.rebate += movement.amount;
    }
    if (!active) continue;
    const rounded = Object.fromEntries(PNL_SUMS.map((field) => [field, cents(row[field])]));
    rows.push({ userName, ...rounded, profit: cents(rounded.winLoss + rounded.bonus + rounded.rebate) });
  }
  return rows;
}

/**
 * Row 95: one row per team member with activity in the range (in the game category, if one is asked), by name.
 * @type {MemberHandler}
 */
function teamPnl(ctx) {
  const { error, range, members } = teamQuery(ctx, 'AGETEAMPNL3');
  if (error) return error;
  const { error: badCategory, category } = categoryQuery(ctx.query);
  if (badCategory) return badCategory;
  const rows = category ? teamGamePnl(ctx.state, members, range, category) : teamMoneyPnl(ctx.state, members, range);
  const fields = category ? [...PNL_GAME_SUMS, 'profit'] : PNL_SUMS;
  return ok({ ...pageOf(rows, range.pageNo, range.pageSize), totals: { count: rows.length, ...sums(rows, fields) } });
}

/**
 * Valid bets of the team in the range (optionally one category), each with its member's name, newest first.
 * @param {State} state
 * @param {string[]} members
 * @param {ReportRange & { error?: undefined }} range
 * @param {string} category
 */
function teamBetsOf(state, members, range, category) {
  return members
    .flatMap((userName) => ledgerOf(state, userName).bets
      .filter((bet) => inDateRange(bet.betTime, range.startDate, range.endDate) && (!category || bet.gameCategory === category))
      .map((bet) => ({ ...bet, userName })))
    .sort((a, b) => b.betTime - a.betTime || b.id - a.id);
}

/**
 * Row 96: the team's bets as row 63, with `userName`.
 * @type {MemberHandler}
 */
function teamBets(ctx) {
  const { error, range, members } = teamQuery(ctx, 'TEAMBETTING3');
  if (error) return error;
  const { error: badCategory, category } = categoryQuery(ctx.query);
  if (badCategory) return badCategory;
  const bets = teamBetsOf(ctx.state, members, range, category);
  return ok({ ...pageOf(bets, range.pageNo, range.pageSize), totals: { count: bets.length, ...sums(bets, BET_SUMS) } });
}

/**
 * Row 97: AGENT_REBATE_RATE of each member's valid bets per merchant day and category, newest day first.
 * @type {MemberHandler}
 */
function rebateIncome(ctx) {
  const { error, range, members } = teamQuery(ctx, 'AGEREBINC3');
  if (error) return error;
  const entries = new Map();
  for (const bet of teamBetsOf(ctx.state, members, range, '')) {
    const date = merchantDate(bet.betTime);
    const key = `${date}|${bet.userName}|${bet.gameCategory}`;
    if (!entries.has(key)) {
      entries.set(key, {
        id: key, time: Date.parse(`${date}T00:00:00Z`) - MERCHANT_OFFSET_MS, userName: bet.userName,
        gameCategory: bet.gameCategory, validBet: 0, rate: AGENT_REBATE_RATE, amount: 0,
      });
    }
    entries.get(key).validBet += bet.validBet;
  }
  const rows = [...entries.values()]
    .map((entry) => ({ ...entry, validBet: cents(entry.validBet), amount: cents((entry.validBet * AGENT_REBATE_RATE) / 100) }))
    .sort((a, b) => b.time - a.time || a.userName.localeCompare(b.userName) || a.gameCategory.localeCompare(b.gameCategory));
  return ok({ ...pageOf(rows, range.pageNo, range.pageSize), totals: { count: rows.length, ...sums(rows, ['validBet', 'amount']) } });
}

/** @type {Route[]} */
export const routes = [
  { row: 95, method: 'GET', path: '/wps/agent/report/pnl', moduleId: 'AGETEAMPNL3', token: 'yes', handle: teamPnl },
  { row: 96, method: 'GET', path: '/wps/agent/report/bets', moduleId: 'TEAMBETTING3', token: 'yes', handle: teamBets },
  { row: 97, method: 'GET', path: '/wps/agent/report/rebate', moduleId: 'AGEREBINC3', token: 'yes', handle: rebateIncome },
];
