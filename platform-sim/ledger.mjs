// The money ledger of each account: deposits, withdrawals, bets and every balance movement they cause, so that
// wallet balances (row 10) and every money report agree. Seeded history is generated backwards from the seeded
// balances (deterministic per account), then new deposits, withdrawals and bets are posted forwards.
import { hashString, prng } from './prng.mjs';
import { cents } from './money.mjs';
/** @import { Account, Bet, BetFields, Deposit, DepositFields, Ledger, Movement, OrderStatus, SeedEvent, State, Transaction, Withdrawal, WithdrawalFields } from './types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The merchant's day starts at midnight UTC+7: report date ranges are merchant dates. */
export const MERCHANT_OFFSET_MS = 7 * HOUR;

/** Balance movements (row of the transaction record): sign follows the money, + in, - out. */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BET', 'PAYOUT', 'BONUS', 'REBATE', 'TRANSFER_IN', 'TRANSFER_OUT', 'COMMISSION'];
/** Movements an agent sees in the agent transaction record (`types=A`). */
export const AGENT_TRANSACTION_TYPES = ['COMMISSION', 'TRANSFER_IN', 'TRANSFER_OUT'];

/** @returns {Ledger} */
export function emptyLedger() {
  return { deposits: [], withdrawals: [], bets: [], transactions: [], sequence: 0 };
}

/**
 * @param {State} state
 * @param {string} userName
 * @returns {Ledger}
 */
export function ledgerOf(state, userName) {
  let ledger = state.ledgers.get(userName);
  if (!ledger) {
    ledger = emptyLedger();
    state.ledgers.set(userName, ledger);
  }
  return ledger;
}

/** @param {State} state */
function nextId(state) {
  state.counters.ledgerId = (state.counters.ledgerId ?? 9000000) + 1;
  return state.counters.ledgerId;
}

/**
 * An order number as the platform prints it: prefix, merchant date, id.
 * @param {string} prefix
 * @param {number} id
 * @param {number} time
 */
function orderNo(prefix, id, time) {
  const date = new Date(time + MERCHANT_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${id}`;
}

/**
 * @param {Account} account
 * @param {string} walletCode
 */
function wallet(account, walletCode) {
  const found = account.wallets.find((entry) => entry.code === walletCode);
  if (!found) throw new Error(`no wallet ${walletCode} on ${account.userName}`);
  return found;
}

/**
 * Moves money in (+) or out (-) of one wallet and records the movement.
 * @param {State} state
 * @param {Account} account
 * @param {Movement} movement
 * @returns {Transaction}
 */
export function post(state, account, { type, amount, walletCode = 'MAIN', ref = '', remark = '', time = Date.now() }) {
  const target = wallet(account, walletCode);
  target.balance = cents(target.balance + amount);
  const transaction = { id: nextId(state), time, type, amount: cents(amount), walletCode, balanceAfter: target.balance, ref, remark };
  ledgerOf(state, account.userName).transactions.push(transaction);
  return transaction;
}

/**
 * Turnover the member must still bet before withdrawing (promo deposits add to it, bets work it off).
 * @param {Account} account
 */
export function turnoverOf(account) {
  account.turnover ??= { required: 0, done: 0 };
  return account.turnover;
}

/**
 * Records a deposit. `status` PENDING leaves the balance alone until approveDeposit; APPROVED credits at once
 * (amount as DEPOSIT, bonus as BONUS) and adds the promo's turnover.
 * @param {State} state
 * @param {Account} account
 * @param {DepositFields} fields
 * @returns {Deposit}
 */
export function addDeposit(state, account, fields) {
  const id = nextId(state);
  const createTime = fields.createTime ?? Date.now();
  /** @type {Deposit} */
  const deposit = {
    id, orderNo: orderNo('D', id, createTime), createTime, updateTime: createTime, bonus: 0, turnoverMultiple: 0,
    walletCode: 'MAIN', ...fields, status: 'PENDING',
  };
  ledgerOf(state, account.userName).deposits.push(deposit);
  if (fields.status === 'APPROVED') approveDeposit(state, account, deposit, createTime);
  else if (fields.status === 'REJECTED') deposit.status = 'REJECTED';
  return deposit;
}

/**
 * @param {State} state
 * @param {Account} account
 * @param {Deposit} deposit
 */
export function approveDeposit(state, account, deposit, time = Date.now()) {
  if (deposit.status !== 'PENDING') return;
  deposit.status = 'APPROVED';
  deposit.updateTime = time;
  post(state, account, { type: 'DEPOSIT', amount: deposit.amount, walletCode: deposit.walletCode, ref: deposit.orderNo, time });
  if (deposit.bonus > 0) post(state, account, { type: 'BONUS', amount: deposit.bonus, walletCode: deposit.walletCode, ref: deposit.orderNo, time });
  if (deposit.turnoverMultiple > 0) turnoverOf(account).required += cents((deposit.amount + deposit.bonus) * deposit.turnoverMultiple);
}

/**
 * A deposit refused (a failed gateway payment): no money moves, and any promo it claimed is free again.
 * @param {Deposit} deposit
 */
export function rejectDeposit(deposit, time = Date.now()) {
  if (deposit.status !== 'PENDING') return;
  deposit.status = 'REJECTED';
  deposit.updateTime = time;
}

/**
 * Records a withdrawal: the amount leaves the wallet at once (PENDING), a rejection refunds it.
 * @param {State} state
 * @param {Account} account
 * @param {WithdrawalFields} fields
 * @returns {Withdrawal}
 */
export function addWithdrawal(state, account, fields) {
  const id = nextId(state);
  const createTime = fields.createTime ?? Date.now();
  /** @type {Withdrawal} */
  const withdrawal = { id, orderNo: orderNo('W', id, createTime), createTime, updateTime: createTime, fee: 0, walletCode: 'MAIN', ...fields, status: 'PENDING' };
  ledgerOf(state, account.userName).withdrawals.push(withdrawal);
  post(state, account, { type: 'WITHDRAW', amount: -withdrawal.amount, walletCode: withdrawal.walletCode, ref: withdrawal.orderNo, time: createTime });
  if (fields.status && fields.status !== 'PENDING') settleWithdrawal(state, account, withdrawal, fields.status, createTime);
  return withdrawal;
}

/**
 * @param {State} state
 * @param {Account} account
 * @param {Withdrawal} withdrawal
 * @param {OrderStatus} status
 */
export function settleWithdrawal(state, account, withdrawal, status, time = Date.now()) {
  if (withdrawal.status !== 'PENDING') return;
  withdrawal.status = status;
  withdrawal.updateTime = time;
  if (status === 'REJECTED') post(state, account, { type: 'WITHDRAW_REFUND', amount: withdrawal.amount, walletCode: withdrawal.walletCode, ref: withdrawal.orderNo, time });
}

/**
 * Records a settled bet: the stake leaves (BET), the payout comes back (PAYOUT), valid bet works off turnover.
 * @param {State} state
 * @param {Account} account
 * @param {BetFields} fields
 * @returns {Bet}
 */
export function addBet(state, account, { vendor, gameCategory, gameName, gameId = '', betAmount, payout, walletCode = 'MAIN', betTime = Date.now() }) {
  const id = nextId(state);
  /** @type {Bet} */
  const bet = {
    id, orderNo: orderNo('B', id, betTime), betTime, vendor, gameCategory, gameName, gameId, walletCode,
    betAmount: cents(betAmount), validBet: cents(betAmount), payout: cents(payout), winLoss: cents(payout - betAmount), status: 'SETTLED',
  };
  ledgerOf(state, account.userName).bets.push(bet);
  post(state, account, { type: 'BET', amount: -bet.betAmount, walletCode, ref: bet.orderNo, remark: gameName, time: betTime });
  if (bet.payout > 0) post(state, account, { type: 'PAYOUT', amount: bet.payout, walletCode, ref: bet.orderNo, remark: gameName, time: betTime });
  turnoverOf(account).done = cents(turnoverOf(account).done + bet.validBet);
  return bet;
}

/**
 * Merchant date (YYYY-MM-DD) of a timestamp.
 * @param {number} time
 */
export function merchantDate(time) {
  return new Date(time + MERCHANT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * True when `time` falls on a merchant date within [startDate, endDate] (either may be empty = open).
 * @param {number} time
 * @param {string} startDate
 * @param {string} endDate
 */
export function inDateRange(time, startDate, endDate) {
  const date = merchantDate(time);
  return (!startDate || date >= startDate) && (!endDate || date <= endDate);
}

/**
 * One page of a list already sorted (pageNo 1-based).
 * @template T
 * @param {T[]} list
 * @param {number} pageNo
 * @param {number} pageSize
 */
export function pageOf(list, pageNo, pageSize) {
  return { content: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.ceil(list.length / pageSize) };
}

/** @param {SeedEvent} event */
function movement({ kind, fields }) {
  if (kind === 'deposit') return fields.status === 'APPROVED' ? fields.amount : 0;
  if (kind === 'withdrawal') return fields.status === 'REJECTED' ? 0 : -fields.amount;
  if (kind === 'bet') return fields.payout - fields.betAmount;
  return fields.amount;
}

/**
 * The events' net movement and the lowest running sum reached.
 * @param {SeedEvent[]} events
 */
function runningTotals(events) {
  let net = 0;
  let lowest = 0;
  for (const event of events) {
    // A stake leaves before its payout comes back; a rejected withdrawal leaves before its refund.
    if (event.kind === 'bet') lowest = Math.min(lowest, net - event.fields.betAmount);
    if (event.kind === 'withdrawal') lowest = Math.min(lowest, net - event.fields.amount);
    net += movement(event);
    lowest = Math.min(lowest, net);
  }
  return { net, lowest };
}

const SEED_GAMES = [
  { vendor: 'PG', gameCategory: 'RNG', gameName: 'Mahjong Ways' },
  { vendor: 'PG', gameCategory: 'RNG', gameName: 'Fortune Tiger' },
  { vendor: 'PP', gameCategory: 'RNG', gameName: 'Gates of Olympus' },
  { vendor: 'EVO', gameCategory: 'LIVE', gameName: 'Lightning Roulette' },
  { vendor: 'SABA', gameCategory: 'SPORTS', gameName: 'SABA Sports' },
  { vendor: 'JDB', gameCategory: 'FISH', gameName: 'Dragon Fishing' },
];

/**
 * Seeds the last 45 days of an account's history so that it ends exactly on the seeded balances: the events are
 * drawn first, the main wallet's opening balance is what makes the sum come out, then the events are posted in
 * time order. `profile` sets how busy the account was.
 * @param {State} state
 * @param {Account} account
 * @param {number} now
 * @param {{ deposits?: number, withdrawals?: number, bets?: number, commissions?: number }} [profile]
 */
export function seedLedger(state, account, now, { deposits = 0, withdrawals = 0, bets = 0, commissions = 0 } = {}) {
  const random = prng(hashString(`ledger:${account.userName}`));
  const at = () => now - Math.floor(random() * 45 * DAY) - HOUR;
  /** @type {SeedEvent[]} */
  const events = [];
  for (let i = 0; i < deposits; i += 1) {
    const status = i % 9 === 4 ? 'REJECTED' : 'APPROVED';
    const amount = (1 + Math.floor(random() * 20)) * 100;
    const gateway = i % 2 === 0;
    events.push({ time: at(), kind: 'deposit', fields: { amount, status, type: gateway ? 'GATEWAY' : 'MANUAL', methodId: gateway ? 'QUICKPAY' : 'BANK_VCB', methodName: gateway ? 'QuickPay' : 'Vietcombank transfer', depositorName: gateway ? '' : 'NGUYEN VAN A' } });
  }
  for (let i = 0; i < withdrawals; i += 1) {
    const status = i % 5 === 3 ? 'REJECTED' : 'APPROVED';
    events.push({ time: at(), kind: 'withdrawal', fields: { amount: (1 + Math.floor(random() * 10)) * 100, status, bankName: 'Vietcombank', cardNoMasked: '**** 6789' } });
  }
  for (let i = 0; i < bets; i += 1) {
    const game = SEED_GAMES[Math.floor(random() * SEED_GAMES.length)];
    const betAmount = (1 + Math.floor(random() * 50)) * 2;
    const payout = random() < 0.45 ? cents(betAmount * (0.5 + random() * 2.5)) : 0;
    events.push({ time: at(), kind: 'bet', fields: { ...game, betAmount, payout } });
  }
  for (let i = 0; i < commissions; i += 1) {
    events.push({ time: at(), kind: 'commission', fields: { amount: cents(50 + random() * 450) } });
  }
  events.sort((a, b) => a.time - b.time);
  const main = wallet(account, 'MAIN');
  const closing = main.balance;
  const { net, lowest } = runningTotals(events);
  // The account never went below zero: a withdrawal just before now takes out what the history needs in hand.
  const cover = Math.max(0, Math.ceil((net - closing - lowest) / 100) * 100);
  if (cover > 0) events.push({ time: now - HOUR, kind: 'withdrawal', fields: { amount: cover, status: 'APPROVED', bankName: 'Vietcombank', cardNoMasked: '**** 6789' } });
  main.balance = cents(closing - net + cover);
  for (const { time, kind, fields } of events) {
    if (kind === 'deposit') addDeposit(state, account, { ...fields, createTime: time });
    if (kind === 'withdrawal') addWithdrawal(state, account, { ...fields, createTime: time });
    if (kind === 'bet') addBet(state, account, { ...fields, betTime: time });
    // A commission is paid on the team's turnover, not on an order: it has no order number.
    if (kind === 'commission') post(state, account, { type: 'COMMISSION', amount: fields.amount, remark: { id: 'remark.commission' }, time });
  }
  main.balance = closing;
}

/**
 * Posts a movement into the seeded past without changing today's balance: the wallet held `amount` less before
 * `time`, so every earlier balance is lowered by it (the seeded history still ends on the seeded balance).
 * @param {State} state
 * @param {Account} account
 * @param {Movement & { time: number }} movement
 * @returns {Transaction}
 */
export function postBackdated(state, account, { type, amount, walletCode = 'MAIN', ref = '', remark = '', time }) {
  const target = wallet(account, walletCode);
  const movements = ledgerOf(state, account.userName).transactions;
  let later = 0;
  for (const movement of movements) {
    if (movement.walletCode !== walletCode) continue;
    if (movement.time > time) later += movement.amount;
    else movement.balanceAfter = cents(movement.balanceAfter - amount);
  }
  const transaction = {
    id: nextId(state), time, type, amount: cents(amount), walletCode, balanceAfter: cents(target.balance - later), ref, remark,
  };
  const firstLater = movements.findIndex((movement) => movement.time > time);
  movements.splice(firstLater === -1 ? movements.length : firstLater, 0, transaction);
  return transaction;
}
