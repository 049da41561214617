// Contract rows 56-59: bank cards and withdrawals.
import { ok, refuse } from '../http.mjs';
import { addBet, addDeposit, addWithdrawal, turnoverOf } from '../ledger.mjs';
import { BANKS, MAX_BANK_CARDS, PROMO_BET, PROMO_DEPOSIT, WITHDRAW_LIMITS, WITHDRAW_PROFILES } from '../seed.mjs';
import { MSG } from './account.mjs';
import { cents, mainWallet, moneyText, sumBalance } from '../money.mjs';
import { paymentPasswordRefusal } from '../paymentPassword.mjs';
import { seededAccount } from '../state.mjs';
/** @import { Account, BankCard, MemberHandler, Route, State } from '../types.mjs' */

const HOUR = 60 * 60 * 1000;
const CARD_NO = /^\d{10,19}$/;
/** Letters (with their accents as separate marks or not) and single spaces, 2-50 characters (rows 58 and 85). */
export const PAYEE_NAME = /^(?=.{2,50}$)[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u;

/** @param {Account} account */
function isActual(account) {
  return !account.trial && !account.freePlay;
}

/** @param {Account} account */
function turnoverMet(account) {
  const { required, done } = turnoverOf(account);
  return done >= required;
}

/**
 * Only the main wallet pays out, and only once the turnover is met.
 * @param {Account} account
 */
function withdrawable(account) {
  return turnoverMet(account) ? cents(mainWallet(account)?.balance ?? 0) : 0;
}

/** @param {BankCard} card */
export function publicCard({ id, bankCode, bankName, cardNoMasked, payeeName }) {
  return { id, bankCode, bankName, cardNoMasked, payeeName };
}

/**
 * @param {State} state
 * @param {Account} account
 * @param {{ code: string, name: string }} bank
 * @param {string} cardNo
 */
function bindCard(state, account, bank, cardNo) {
  state.counters.cardId = (state.counters.cardId ?? 7000) + 1;
  const card = {
    id: `C${state.counters.cardId}`, bankCode: bank.code, bankName: bank.name, cardNo,
    // Both callers set the payee name (and the card list) first.
    cardNoMasked: `**** ${cardNo.slice(-4)}`, payeeName: account.payeeName ?? '',
  };
  (account.bankCards ??= []).push(card);
  return card;
}

/**
 * Applies WITHDRAW_PROFILES and promo01's promo deposit to a freshly seeded state (called by seedState in world.mjs).
 * @param {State} state
 * @param {number} now
 */
export function seedWithdrawProfiles(state, now) {
  for (const account of state.accounts.values()) {
    const profile = WITHDRAW_PROFILES[account.userName];
    account.paymentPassword = profile?.paymentPassword ?? '';
    account.payeeName = profile?.payeeName ?? account.payeeName ?? '';
    account.bankCards = [];
    for (const { bankCode, cardNo } of profile?.cards ?? []) {
      const bank = BANKS.find((entry) => entry.code === bankCode);
      if (!bank) throw new Error(`No bank ${bankCode}`);
      bindCard(state, account, bank, cardNo);
    }
  }
  const promo = seededAccount(state, 'promo01');
  addDeposit(state, promo, { ...PROMO_DEPOSIT, status: 'APPROVED', createTime: now - 2 * HOUR });
  addBet(state, promo, { ...PROMO_BET, betTime: now - HOUR });
}

/**
 * Row 56.
 * @type {MemberHandler}
 */
function withdrawInfo({ account }) {
  const { required, done } = turnoverOf(account);
  return ok({
    balance: sumBalance(account),
    withdrawable: withdrawable(account),
    min: WITHDRAW_LIMITS.min,
    max: WITHDRAW_LIMITS.max,
    turnoverRequired: cents(required),
    turnoverDone: cents(Math.min(done, required)),
    paymentPasswordSet: Boolean(account.paymentPassword),
    payeeName: account.payeeName ?? '',
    cards: (account.bankCards ?? []).map(publicCard),
  });
}

/**
 * Row 58.
 * @type {MemberHandler}
 */
function addCard({ state, account, payload }) {
  if (!isActual(account)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  account.bankCards ??= [];
  const bank = BANKS.find((entry) => entry.code === payload.bankCode);
  if (!bank) return refuse('Unknown bank', 'BANK_UNKNOWN');
  const cardNo = typeof payload.cardNo === 'string' ? payload.cardNo.replaceAll(' ', '') : '';
  if (!CARD_NO.test(cardNo)) return refuse('The card number must be 10 to 19 digits', 'CARD_NO_INVALID');
  if (!account.payeeName) {
    const payeeName = typeof payload.payeeName === 'string' ? payload.payeeName.trim() : '';
    if (!PAYEE_NAME.test(payeeName)) return refuse('The payee name must be 2 to 50 letters and spaces', 'PAYEE_NAME_INVALID');
    account.payeeName = payeeName;
  }
  if (account.bankCards.some((card) => card.cardNo === cardNo)) return refuse('This card is already bound', 'CARD_DUPLICATE');
  if (account.bankCards.length >= MAX_BANK_CARDS) return refuse(`At most ${MAX_BANK_CARDS} cards can be bound`, 'CARD_LIMIT');
  return ok(publicCard(bindCard(state, account, bank, cardNo)));
}

/**
 * Row 59 (**enc**).
 * @type {MemberHandler}
 */
function withdraw({ state, account, payload }) {
  if (!isActual(account)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  const { cardId, amount, paymentPassword } = payload;
  if (typeof cardId !== 'string' || typeof paymentPassword !== 'string' || typeof amount !== 'number'
    || !Number.isFinite(amount) || Math.round(amount * 100) !== amount * 100) {
    return refuse('cardId (string), amount (number, 2 decimals) and paymentPassword (string) are required', 'BAD_REQUEST');
  }
  const card = (account.bankCards ?? []).find((entry) => entry.id === cardId);
  if (!card) return refuse('The bank card does not exist', 'CARD_NOT_FOUND');
  const { min, max } = WITHDRAW_LIMITS;
  if (amount < min || amount > max) {
    return refuse(`The amount must be between ${moneyText(min)} and ${moneyText(max)}`, 'AMOUNT_OUT_OF_RANGE', { min, max });
  }
  const passwordRefusal = paymentPasswordRefusal(state, account, paymentPassword);
  if (passwordRefusal) return passwordRefusal;
  if (!turnoverMet(account)) {
    const { required, done } = turnoverOf(account);
    return refuse('The turnover requirement is not met', 'TURNOVER_NOT_MET', { turnoverRequired: cents(required), turnoverDone: cents(done) });
  }
  const available = withdrawable(account);
  if (amount > available) return refuse('Insufficient balance', 'INSUFFICIENT_BALANCE', { withdrawable: available });
  const withdrawal = addWithdrawal(state, account, {
    amount, bankName: card.bankName, cardNoMasked: card.cardNoMasked, cardId: card.id, walletCode: 'MAIN',
  });
  return ok({ ...withdrawal, balance: sumBalance(account) });
}

/** @type {Route[]} */
export const routes = [
  { row: 56, method: 'GET', path: '/wps/transaction/withdraw/info', moduleId: 'FUNDTRANS3', token: 'yes', handle: withdrawInfo },
  { row: 57, method: 'GET', path: '/wps/bank/list', moduleId: 'FUNDTRANS3', token: 'yes', handle: () => ok(BANKS.map((bank) => ({ ...bank }))) },
  { row: 58, method: 'POST', path: '/wps/bank/card', moduleId: 'FUNDTRANS3', token: 'yes', handle: addCard },
  { row: 59, method: 'POST', path: '/wps/transaction/withdraw', moduleId: 'FUNDTRANS3', token: 'yes', idempotent: true, enc: true, handle: withdraw },
];
