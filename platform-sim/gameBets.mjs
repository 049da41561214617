// Bets placed on the simulator's fake game pages (/play/<vendor>/<gameId>): the page a row-41 launch opened
// carries a ticket that names the account, so a bet there lands in that account's ledger (addBet) and shows in
// the betting and transaction reports. Trial launches (row 42) get no ticket entry and record nothing.
import { addBet } from './ledger.mjs';
import { mainWallet } from './money.mjs';
import { hashString } from './prng.mjs';
/** @import { BetOutcome, State } from './types.mjs' */

/** Payout multipliers a bet's outcome is picked from (deterministic per ticket and bet number). */
const MULTIPLIERS = [0, 2, 0, 1.5, 0.5, 3];
const MAX_STAKE = 100000;

/**
 * Row 41 remembers whose launch a ticket is.
 * @param {State} state
 * @param {string} ticket
 * @param {string} userName
 */
export function rememberTicket(state, ticket, userName) {
  state.gameTickets.set(ticket, { userName, bets: 0 });
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
  const entry = state.gameTickets.get(ticketKey);
  const account = entry && state.accounts.get(entry.userName);
  if (!account) return { error: 'This game session has no account (trial or expired ticket).' };
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
