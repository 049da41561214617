// Bets placed on the simulator's fake game pages (/play/<vendor>/<gameId>): the page a row-41 launch opened
// carries a ticket that names the account, so a bet there lands in that account's ledger (addBet) and shows in
// the betting and transaction reports. Trial launches (row 42) get no ticket entry and record nothing.
import { addBet } from './ledger.mjs';
import { mainWallet } from './money.mjs';
import { hashString } from './prng.mjs';
import { accountForToken } from './state.mjs';
/** @import { BetOutcome, State } from './types.mjs' */

/** Payout multipliers a bet's outcome is picked from (deterministic per ticket and bet number). */
const MULTIPLIERS = [0, 2, 0, 1.5, 0.5, 3];
const MAX_STAKE = 100000;

/**
 * Row 41 remembers whose launch a ticket is, and with which token it was asked for.
 * @param {State} state
 * @param {string} ticket
 * @param {string} userName
 * @param {string} token
 */
export function rememberTicket(state, ticket, userName, token) {
  state.gameTickets.set(ticket, { userName, token, bets: 0 });
}

/**
 * A ticket ends with the token that asked for it (logout, a password change, expiry): a game page left in a shared
 * phone's history then places no bet for the member who signed out.
 * @param {State} state
 * @param {unknown} ticket
 * @returns {import('./types.mjs').GameTicket | null}
 */
export function liveTicket(state, ticket) {
  const entry = typeof ticket === 'string' ? state.gameTickets.get(ticket) : undefined;
  if (!entry) return null;
  if (accountForToken(state, entry.token)?.userName === entry.userName) return entry;
  state.gameTickets.delete(/** @type {string} */ (ticket));
  return null;
}

/**
 * The outcome of the n-th bet (0-based) on a ticket: the same ticket and n always give the same multiplier.
 * @param {string} ticket
 * @param {number} n
 * @returns {number}
 */
export function betMultiplier(ticket, n) {
  return MULTIPLIERS[hashString(`${ticket}:${n}`) % MULTIPLIERS.length];
}

/**
 * Places one bet from a game page's form: `{bet, balance}` or `{error}` (unknown ticket, a stake that is not a
 * positive amount with at most 2 decimals, or more than the main wallet holds).
 * @param {State} state
 * @param {{ ticket: string | undefined, stake: string | undefined, vendor: string, gameId: string, gameCategory: string, gameName: string }} bet
 * @returns {BetOutcome}
 */
export function placeBet(state, { ticket, stake, vendor, gameId, gameCategory, gameName }) {
  const ticketKey = String(ticket ?? '');
  const entry = liveTicket(state, ticketKey);
  const account = entry && state.accounts.get(entry.userName);
  if (!entry || !account) return { error: 'This game session has no account (trial or expired ticket).' };
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(String(stake ?? '').trim())) return { error: 'Enter a stake such as 10 or 12.50.' };
  const betAmount = Number(stake);
  const main = mainWallet(account);
  if (betAmount <= 0 || betAmount > MAX_STAKE) return { error: `The stake must be between 0.01 and ${MAX_STAKE}.` };
  if (betAmount > main.balance) return { error: 'Insufficient balance.' };
  const multiplier = betMultiplier(ticketKey, entry.bets);
  entry.bets += 1;
  const bet = addBet(state, account, { vendor, gameCategory, gameName, gameId, betAmount, payout: Math.round(betAmount * multiplier * 100) / 100 });
  return { bet, balance: main.balance };
}
