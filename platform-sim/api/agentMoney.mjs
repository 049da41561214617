// Contract rows 98-102: an agent's transfer to several direct downlines at once ("red envelope rain"),
// its downlines' rebate rates and its dividend records.
import { ok, queryInt, queryString, refuse } from '../http.mjs';
import { directDownline, wholeTeam } from '../downline.mjs';
import { merchantDate, pageOf, post } from '../ledger.mjs';
import { MSG } from './account.mjs';
import { cents, mainWallet, moneyText } from '../money.mjs';
import { paymentPasswordRefusal } from '../paymentPassword.mjs';
/** @import { Account, DividendRecord, MemberContext, MemberHandler, Route, State } from '../types.mjs' */

export const DOWNLINE_TRANSFER_LIMITS = { min: 10, max: 50000 };
const MAX_TRANSFERS = 20;
/** SPEC §6: members (0), trial (4) and free-play (40) accounts are not agents. */
const NOT_AGENT_TYPES = [0, 4, 40];

/**
 * @param {unknown} value
 * @returns {value is number}
 */
function isAmount(value) {
  return typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;
}

/**
 * agent01's own rebate rates per game category (percent of the valid bet); each level below gets half its upline's.
 * @type {Record<string, number>}
 */
const AGENT01_REBATE_RATES = { RNG: 1.2, LIVE: 1, FISH: 1, POKER: 0.8, SPORTS: 1, LOTT: 0.6, ELOTT: 0.6 };
const REBATE_CATEGORIES = Object.keys(AGENT01_REBATE_RATES);

const DAY = 24 * 60 * 60 * 1000;
/** SPEC §6: no dividends for these member types (trial 4, free play 40, and 41, 42). */
const NO_DIVIDEND_TYPES = [4, 40, 41, 42];
/** agent01's current dividend contract with the merchant (tiers as the offers of rows 44-49). */
const AGENT01_DIVIDEND_CONTRACT = {
  period: 'HALF_MONTH',
  tiers: [
    { level: 1, threshold: 20000, activeMembers: 5, rate: 10 },
    { level: 2, threshold: 100000, activeMembers: 15, rate: 15 },
    { level: 3, threshold: 300000, activeMembers: 30, rate: 20 },
  ],
};
const SEEDED_DIVIDEND_PERIODS = 12;

/**
 * agent01's last half-month periods, newest first: the newest still PENDING, the others PAID.
 * @param {number} now
 * @returns {DividendRecord[]}
 */
function seededDividends(now) {
  /** @type {DividendRecord[]} */
  const records = [];
  for (let index = 0; index < SEEDED_DIVIDEND_PERIODS; index += 1) {
    const end = now - (1 + index * 15) * DAY;
    const teamNetLoss = 15000 + ((index * 37117) % 290000);
    const activeMembers = 4 + ((index * 7) % 30);
    const tier = [...AGENT01_DIVIDEND_CONTRACT.tiers].reverse()
      .find((entry) => teamNetLoss >= entry.threshold && activeMembers >= entry.activeMembers);
    const rate = tier?.rate ?? 0;
    records.push({
      period: `${merchantDate(end - 14 * DAY)} ~ ${merchantDate(end)}`, teamNetLoss, activeMembers, rate,
      amount: cents((teamNetLoss * rate) / 100), status: index === 0 ? 'PENDING' : 'PAID',
    });
  }
  return records;
}

/**
 * Called by seedState after seedDownline: rebate rates of agent01 and its whole team, agent01's dividends.
 * @param {State} state
 * @param {number} now
 */
export function seedAgentMoney(state, now) {
  state.dividends = new Map([['agent01', { contract: structuredClone(AGENT01_DIVIDEND_CONTRACT), records: seededDividends(now) }]]);
  state.rebateRates = new Map([['agent01', { ...AGENT01_REBATE_RATES }]]);
  for (const { account } of wholeTeam(state, 'agent01')) {
    // wholeTeam lists every upline before its members, so the upline's rates are already set.
    const upline = ratesOf(state, account.upline ?? '');
    state.rebateRates.set(account.userName, Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, cents(upline[category] / 2)])));
  }
}

/**
 * @param {State} state
 * @param {string} userName
 * @returns {Record<string, number>}
 */
function ratesOf(state, userName) {
  return state.rebateRates.get(userName) ?? Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, 0]));
}

/**
 * Refusals every row of the module shares: the flag, then accounts that are not agents.
 * @param {MemberContext} ctx
 * @param {string} [flag]
 */
function gate({ state, account }, flag = 'AGENTRANSMULTDOWN3') {
  if (!state.switches.flags[flag]) return refuse(MSG.noPermission, 'FEATURE_OFF');
  if (NOT_AGENT_TYPES.includes(account.type) || account.trial || account.freePlay) return refuse(MSG.noPermission, 'NO_PERMISSION');
  return null;
}

/**
 * Row 102.
 * @type {MemberHandler}
 */
function downlineTransferInfo(ctx) {
  const refused = gate(ctx);
  if (refused) return refused;
  const { state, account } = ctx;
  return ok({
    balance: cents(mainWallet(account).balance), ...DOWNLINE_TRANSFER_LIMITS, paymentPasswordSet: Boolean(account.paymentPassword),
    downlines: directDownline(state, account.userName).map(({ userName, type }) => ({ userName, type })),
  });
}

/**
 * Row 98 (**enc**): all or nothing; one order number for the whole batch.
 * @type {MemberHandler}
 */
function transferToDownlines(ctx) {
  const refused = gate(ctx);
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { transfers, paymentPassword } = payload;
  if (typeof paymentPassword !== 'string' || !Array.isArray(transfers) || transfers.length < 1 || transfers.length > MAX_TRANSFERS
    || !transfers.every((entry) => entry && typeof entry.userName === 'string' && isAmount(entry.amount))
    || new Set(transfers.map((entry) => entry.userName)).size !== transfers.length) {
    return refuse(`transfers (1-${MAX_TRANSFERS} distinct {userName, amount}) and paymentPassword are required`, 'BAD_REQUEST');
  }
  const { min, max } = DOWNLINE_TRANSFER_LIMITS;
  const outOfRange = transfers.find((entry) => entry.amount < min || entry.amount > max);
  if (outOfRange) {
    return refuse(`The amount must be between ${moneyText(min)} and ${moneyText(max)}`, 'AMOUNT_OUT_OF_RANGE', { min, max, userName: outOfRange.userName });
  }
  const downline = new Map(directDownline(state, account.userName).map((member) => [member.userName, member]));
  const stranger = transfers.find((entry) => !downline.has(entry.userName));
  if (stranger) return refuse(`${stranger.userName} is not in your direct downline`, 'NOT_DOWNLINE', { userName: stranger.userName });
  const passwordRefusal = paymentPasswordRefusal(state, account, paymentPassword);
  if (passwordRefusal) return passwordRefusal;
  const total = cents(transfers.reduce((sum, entry) => sum + entry.amount, 0));
  const balance = cents(mainWallet(account).balance);
  if (total > balance) return refuse('Insufficient balance', 'INSUFFICIENT_BALANCE', { balance, total });
  const time = Date.now();
  state.counters.downlineTransfer = (state.counters.downlineTransfer ?? 400000) + 1;
  const orderNo = `M${merchantDate(time).replaceAll('-', '')}${state.counters.downlineTransfer}`;
  for (const { userName, amount } of transfers) {
    post(state, account, { type: 'TRANSFER_OUT', amount: -amount, ref: orderNo, remark: { id: 'remark.transferTo', args: { name: userName } }, time });
    // Every name was checked against the downline above.
    post(state, /** @type {Account} */ (downline.get(userName)), { type: 'TRANSFER_IN', amount, ref: orderNo, remark: { id: 'remark.transferFrom', args: { name: account.userName } }, time });
  }
  return ok({ orderNo, total, balance: cents(mainWallet(account).balance), transfers: transfers.map(({ userName, amount }) => ({ userName, amount })) });
}

/**
 * The direct downline named by `userName`, or a refusal.
 * @param {State} state
 * @param {Account} account
 * @param {string} userName
 */
function namedDownline(state, account, userName) {
  const downline = directDownline(state, account.userName).find((member) => member.userName === userName);
  return downline ?? refuse(`${userName} is not in your direct downline`, 'NOT_DOWNLINE', { userName });
}

/**
 * Row 99: `userName` defaults to the first direct downline.
 * @type {MemberHandler}
 */
function rebateSettings(ctx) {
  const refused = gate(ctx, 'GAMSER');
  if (refused) return refused;
  const { state, account, query } = ctx;
  const downlines = directDownline(state, account.userName).map((member) => member.userName);
  const userName = queryString(query, 'userName') || downlines[0];
  if (!userName) return ok({ userName: null, downlines, categories: REBATE_CATEGORIES, own: ratesOf(state, account.userName), downline: null });
  const downline = namedDownline(state, account, userName);
  if ('envelope' in downline) return downline;
  return ok({ userName, downlines, categories: REBATE_CATEGORIES, own: ratesOf(state, account.userName), downline: ratesOf(state, userName) });
}

/**
 * Row 100: every category at once; none above the agent's own.
 * @type {MemberHandler}
 */
function saveRebateSettings(ctx) {
  const refused = gate(ctx, 'GAMSER');
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { userName, rates } = payload;
  if (typeof userName !== 'string' || !rates || typeof rates !== 'object'
    || !REBATE_CATEGORIES.every((category) => {
      const rate = /** @type {Record<string, unknown>} */ (rates)[category];
      return isAmount(rate) && rate >= 0;
    })) {
    return refuse(`userName and rates (${REBATE_CATEGORIES.join(', ')}: numbers >= 0, 2 decimals) are required`, 'BAD_REQUEST');
  }
  // Checked above: every category is an amount.
  const wanted = /** @type {Record<string, number>} */ (rates);
  const downline = namedDownline(state, account, userName);
  if ('envelope' in downline) return downline;
  const own = ratesOf(state, account.userName);
  const above = REBATE_CATEGORIES.find((category) => wanted[category] > own[category]);
  if (above) {
    return refuse(`The ${above} rebate can be at most ${own[above]}%`, 'REBATE_ABOVE_OWN', { gameCategory: above, maxRebate: own[above] });
  }
  state.rebateRates.set(userName, Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, wanted[category]])));
  return ok(true);
}

/**
 * Row 101: no flag of its own (the contract screens' DIVCONT3 module).
 * @type {MemberHandler}
 */
function dividends({ state, account, query }) {
  if (NO_DIVIDEND_TYPES.includes(account.type) || account.trial || account.freePlay) return refuse(MSG.noPermission, 'NO_PERMISSION');
  const { contract, records } = state.dividends.get(account.userName) ?? { contract: null, records: [] };
  const page = pageOf(records, queryInt(query, 'pageNo', 1), queryInt(query, 'pageSize', 10, { max: 100 }));
  return ok({ contract: contract && structuredClone(contract), ...page });
}

/** @type {Route[]} */
export const routes = [
  { row: 98, method: 'POST', path: '/wps/agent/transfer/downlines', moduleId: 'AGENTRANSMULTDOWN3', token: 'yes', idempotent: true, enc: true, handle: transferToDownlines },
  { row: 99, method: 'GET', path: '/wps/agent/rebate/settings', moduleId: 'GAMSER', token: 'yes', handle: rebateSettings },
  { row: 100, method: 'POST', path: '/wps/agent/rebate/settings', moduleId: 'GAMSER', token: 'yes', idempotent: true, handle: saveRebateSettings },
  { row: 101, method: 'GET', path: '/wps/agent/dividend', moduleId: 'DIVCONT3', token: 'yes', handle: dividends },
  { row: 102, method: 'GET', path: '/wps/agent/transfer/downlines', moduleId: 'AGENTRANSMULTDOWN3', token: 'yes', handle: downlineTransferInfo },
];
