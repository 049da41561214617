// The payment password (row 81 sets it) that every money transfer asks: withdraw (row 59), upline transfer (row 88)
// and red envelope rain (row 98); row 81 asks for the old one before changing it. Six digits are guessable, so
// wrong ones lock the account's payment-password writes for a while (README "Strict rules" S2).
import { refuse } from './http.mjs';
/** @import { Account, Refusal, State } from './types.mjs' */

export const PAYMENT_PASSWORD = /^\d{6}$/;
export const PAYMENT_PASSWORD_MAX_WRONG = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;

/**
 * When the account's lock ends (ms), or null when it is not locked; an ended lock is forgotten with its count.
 * @param {State} state
 * @param {string} userName
 */
function unlockAt(state, userName) {
  const entry = state.paymentPasswordFailures.get(userName);
  if (!entry?.lockedAt) return null;
  // Read from the switch on every check, so a test can shorten (or end) a lock that is already running.
  const until = entry.lockedAt + state.switches.paymentPasswordLockMs;
  if (Date.now() < until) return until;
  state.paymentPasswordFailures.delete(userName);
  return null;
}

/** @param {number} until */
function locked(until) {
  return refuse('Too many wrong payment passwords, try again later', 'PAYMENT_PASSWORD_LOCKED', { unlockAt: until });
}

/**
 * Checks `given` against the account's payment password (which must be set): null when it matches (the wrong
 * count starts again), else the refusal. While locked every try is refused without looking at the password.
 * @param {State} state
 * @param {Account} account
 * @param {unknown} given
 * @returns {Refusal | null}
 */
export function checkPaymentPassword(state, account, given) {
  const until = unlockAt(state, account.userName);
  if (until) return locked(until);
  if (typeof given === 'string' && PAYMENT_PASSWORD.test(given) && given === account.paymentPassword) {
    state.paymentPasswordFailures.delete(account.userName);
    return null;
  }
  const entry = state.paymentPasswordFailures.get(account.userName) ?? { wrong: 0, lockedAt: null };
  entry.wrong += 1;
  state.paymentPasswordFailures.set(account.userName, entry);
  if (entry.wrong >= PAYMENT_PASSWORD_MAX_WRONG) {
    entry.lockedAt = Date.now();
    return locked(unlockAt(state, account.userName) ?? entry.lockedAt);
  }
  return refuse('The payment password is incorrect', 'PAYMENT_PASSWORD_WRONG', { attemptsLeft: PAYMENT_PASSWORD_MAX_WRONG - entry.wrong });
}

/**
 * The refusal of a transfer whose account has no payment password or was given a wrong one; null when it matches.
 * @param {State} state
 * @param {Account} account
 * @param {unknown} paymentPassword
 * @returns {Refusal | null}
 */
export function paymentPasswordRefusal(state, account, paymentPassword) {
  if (!account.paymentPassword) return refuse('Please set a payment password first', 'PAYMENT_PASSWORD_NOT_SET');
  return checkPaymentPassword(state, account, paymentPassword);
}
