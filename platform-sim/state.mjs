// Reading and changing the simulator's mutable world (world.mjs seeds it): accounts, money ledgers, tokens,
// favourites, recent games, read flags, inbox messages, captchas, SMS codes, switches, faults, the request log and
// the social logins received. Everything lives until /__sim/reset (or the process ends).
import { randomBytes, randomInt } from 'node:crypto';
import { makeCaptcha } from './captcha.mjs';
/** @import { Account, RequestLogEntry, State } from './types.mjs' */

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const CAPTCHA_KEEP = 200;
const SMS_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const REQUEST_LOG_SIZE = 500;
const RECENT_KEEP = 50;

/**
 * The platform's clock as rows 12 and 39 show it: this machine's moved by `/__sim/state` `clockOffsetMs`, so a test
 * can start just before an issue closes instead of waiting for it in real time.
 * @param {State} state
 */
export function platformNow(state) {
  return Date.now() + state.switches.clockOffsetMs;
}

/**
 * @param {State} state
 * @param {unknown} userName
 * @returns {Account | null}
 */
export function findAccount(state, userName) {
  return state.accounts.get(String(userName ?? '').trim().toLowerCase()) ?? null;
}

/**
 * An account the seed made (seedState's helpers build on them); a missing one is a broken seed.
 * @param {State} state
 * @param {string} userName
 * @returns {Account}
 */
export function seededAccount(state, userName) {
  const account = state.accounts.get(userName);
  if (!account) throw new Error(`No seeded account ${userName}`);
  return account;
}

/**
 * @param {State} state
 * @param {string} mobileNum
 * @param {string} [countryDialingCode]
 * @returns {Account | null}
 */
export function findAccountByMobile(state, mobileNum, countryDialingCode) {
  for (const account of state.accounts.values()) {
    if (account.mobileNum && account.mobileNum === mobileNum && (!countryDialingCode || account.countryDialingCode === countryDialingCode)) {
      return account;
    }
  }
  return null;
}

/**
 * @param {State} state
 * @param {unknown} email
 * @returns {Account | null}
 */
export function findAccountByEmail(state, email) {
  const wanted = String(email ?? '').trim().toLowerCase();
  if (!wanted) return null;
  for (const account of state.accounts.values()) {
    if (account.email && account.email.toLowerCase() === wanted) return account;
  }
  return null;
}

/**
 * @param {State} state
 * @param {Account} account
 * @returns {Account}
 */
export function addAccount(state, account) {
  account.id ??= ++state.counters.accountId;
  state.accounts.set(account.userName, account);
  return account;
}

/**
 * A new token of the account, `{token, expiresIn}` (seconds): it ends that long after it was issued.
 * @param {State} state
 * @param {Account} account
 * @returns {{ token: string, expiresIn: number }}
 */
export function issueToken(state, account, device = '') {
  const token = randomBytes(24).toString('hex');
  const createdAt = Date.now();
  // Fixed when issued (the login told the caller so); a later switch change only affects new tokens.
  const expiresIn = state.switches.tokenTtlSeconds;
  state.tokens.set(token, { userName: account.userName, createdAt, expiresAt: createdAt + expiresIn * 1000, device });
  return { token, expiresIn };
}

/**
 * The live tokens; expired ones are dropped on the way.
 * @param {State} state
 */
export function liveTokens(state) {
  const now = Date.now();
  for (const [token, entry] of state.tokens) {
    if (entry.expiresAt <= now) state.tokens.delete(token);
  }
  return state.tokens;
}

/**
 * The account of a live token, null for none, an ended or expired token, or a disabled account.
 * @param {State} state
 * @param {string} token
 * @returns {Account | null}
 */
export function accountForToken(state, token) {
  if (!token) return null;
  const entry = state.tokens.get(token);
  if (!entry) return null;
  if (entry.expiresAt <= Date.now()) {
    state.tokens.delete(token);
    return null;
  }
  const account = state.accounts.get(entry.userName);
  return account && !account.disabled ? account : null;
}

/**
 * Ends every token of the account but `keep` (README "Strict rules" S4); answers how many ended.
 * @param {State} state
 * @param {string} userName
 */
export function endTokens(state, userName, keep = '') {
  let ended = 0;
  for (const [token, entry] of state.tokens) {
    if (entry.userName !== userName || token === keep) continue;
    state.tokens.delete(token);
    ended += 1;
  }
  return ended;
}

/** @param {State} state */
export function issueCaptcha(state) {
  const captcha = makeCaptcha();
  const now = Date.now();
  state.captchas.set(captcha.text, now);
  for (const [text, issuedAt] of state.captchas) {
    if (state.captchas.size <= CAPTCHA_KEEP && now - issuedAt < CAPTCHA_TTL_MS) break;
    state.captchas.delete(text);
  }
  state.lastCaptcha = captcha.text;
  return captcha.dataUrl;
}

/**
 * A captcha text is accepted once, if this simulator issued it in the last 10 minutes.
 * @param {State} state
 * @param {unknown} text
 */
export function consumeCaptcha(state, text) {
  const value = String(text ?? '').trim();
  const issuedAt = state.captchas.get(value);
  if (issuedAt === undefined) return false;
  state.captchas.delete(value);
  return Date.now() - issuedAt < CAPTCHA_TTL_MS;
}

/**
 * @param {State} state
 * @param {string} mobileNum
 * @param {string} countryDialingCode
 */
export function sendSms(state, mobileNum, countryDialingCode) {
  const code = String(randomInt(1000000)).padStart(6, '0');
  const now = Date.now();
  state.sms.set(`${countryDialingCode}:${mobileNum}`, { code, sentAt: now });
  state.lastSmsByMobile.set(mobileNum, code);
  // A new code is a new chance: the wrong tries of the old one (and a voided number) are forgotten.
  state.smsAttempts.delete(mobileNum);
  return { code, expirationTime: now + SMS_RESEND_MS };
}

/**
 * An SMS code is good for 10 minutes and one successful use.
 * @param {State} state
 * @param {string} mobileNum
 * @param {string} countryDialingCode
 * @param {unknown} code
 */
export function consumeSms(state, mobileNum, countryDialingCode, code) {
  const key = `${countryDialingCode}:${mobileNum}`;
  const entry = state.sms.get(key);
  if (!entry || entry.code !== String(code ?? '').trim() || Date.now() - entry.sentAt > SMS_TTL_MS) return false;
  state.sms.delete(key);
  return true;
}

/**
 * The list of `userName` in one of the world's per-member maps, made empty on first use.
 * @template T
 * @param {Map<string, T>} map
 * @param {string} userName
 * @param {() => T} empty
 * @returns {T}
 */
function memberEntry(map, userName, empty) {
  let entry = map.get(userName);
  if (entry === undefined) {
    entry = empty();
    map.set(userName, entry);
  }
  return entry;
}

/**
 * @param {State} state
 * @param {string} userName
 */
export function favouritesOf(state, userName) {
  return memberEntry(state.favourites, userName, () => []);
}

/**
 * @param {State} state
 * @param {string} userName
 */
export function recentsOf(state, userName) {
  return memberEntry(state.recents, userName, () => []);
}

/**
 * @param {State} state
 * @param {string} userName
 * @param {string} nodeId
 */
export function addRecent(state, userName, nodeId) {
  const list = recentsOf(state, userName).filter((id) => id !== nodeId);
  list.unshift(nodeId);
  state.recents.set(userName, list.slice(0, RECENT_KEEP));
}

/**
 * @param {State} state
 * @param {string} userName
 */
export function readsOf(state, userName) {
  return memberEntry(state.reads, userName, () => new Set());
}

/**
 * A member's inbox messages, newest first (rows 26, 50, 51).
 * @param {State} state
 * @param {string} userName
 */
export function inboxOf(state, userName) {
  return memberEntry(state.inbox, userName, () => []);
}

/**
 * @param {State} state
 * @param {unknown} nodeId
 */
export function findGame(state, nodeId) {
  const id = String(nodeId ?? '');
  return state.games.find((game) => String(game.nodeId) === id) ?? null;
}

/**
 * @param {State} state
 * @param {RequestLogEntry} entry
 */
export function logRequest(state, entry) {
  state.requests.push(entry);
  if (state.requests.length > REQUEST_LOG_SIZE) state.requests.splice(0, state.requests.length - REQUEST_LOG_SIZE);
}
