// The Control API (/__sim/*): switches, faults, reset, the payment gateway's answer, and read-outs for tests (SMS
// codes, captcha text, request log, live tokens, ID tokens and the social logins received). Simulator port only;
// never part of the platform contract.
import { ANNOUNCEMENT_TYPES } from './api/content.mjs';
import { settleGatewayDeposit } from './api/deposit.mjs';
import { MINIMUM_AGES } from './api/security.mjs';
import { generateRsaKey } from './crypto.mjs';
import { ok, queryString, refuse, sendResult } from './http.mjs';
import { isSocialProvider, mintIdToken, SOCIAL_PROVIDERS } from './idp.mjs';
import { isLanguageCode, LANGUAGE_CODES } from './languages.mjs';
import { ledgerOf } from './ledger.mjs';
import { PROMOTIONS } from './seed.mjs';
import { findAccount, liveTokens } from './state.mjs';
import { seedState } from './world.mjs';
/** @import { Account, Fault, Payload, Query, State } from './types.mjs' */

const MAX_LATENCY_MS = 120000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
/** @type {Fault['delay'][]} */
const FAULT_DELAYS = ['before', 'after'];

/**
 * Number.isInteger, telling the checker what it proved.
 * @param {unknown} value
 * @returns {value is number}
 */
function isInteger(value) {
  return Number.isInteger(value);
}
const MAX_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;

/** @param {State} state */
function publicState(state) {
  const {
    maintenance, regionRestriction, flags, socialLogin, emptyAnnouncements, worldCup, promotions, serviceFrameRefused, appDownloads,
    manualDepositApprovalMs, depFunc, minimumAge, paymentPasswordLockMs, tokenTtlSeconds, clockOffsetMs, language, languages,
  } = state.switches;
  return {
    maintenance, regionRestriction, flags: { ...flags }, socialLogin: [...socialLogin],
    emptyAnnouncements: [...emptyAnnouncements], worldCup, promotions: { ...promotions }, serviceFrameRefused, appDownloads,
    manualDepositApprovalMs, depFunc, minimumAge, paymentPasswordLockMs, tokenTtlSeconds, clockOffsetMs, language,
    languages: [...languages], faults: state.faults.map((fault) => ({ ...fault })),
  };
}

/**
 * What a registration stored about an account (never its password), so tests can see what the platform got.
 * @param {Account} account
 */
function registrationRecord(account) {
  /** @type {(keyof Account)[]} */
  const fields = ['userName', 'type', 'mobileNum', 'countryDialingCode', 'email', 'nickname', 'payeeName', 'affiliateCode',
    'registerMethod', 'registerUrl', 'domain', 'regDate'];
  return Object.fromEntries(fields.map((name) => [name, account[name] ?? '']));
}

/**
 * Validates one fault; returns the cleaned fault or an error string.
 * @param {unknown} input
 * @param {number} index
 * @returns {Fault | string}
 */
function parseFault(input, index) {
  const where = `faults[${index}]`;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return `${where} must be an object`;
  const fields = /** @type {Payload} */ (input);
  const known = ['path', 'latencyMs', 'status', 'malformed', 'hang', 'reset', 'delay'];
  const unknown = Object.keys(fields).filter((key) => !known.includes(key));
  if (unknown.length) return `${where} has unknown fields: ${unknown.join(', ')}`;
  if (typeof fields.path !== 'string' || !fields.path.startsWith('/') || fields.path.startsWith('/__sim')) {
    return `${where}.path must start with / (and not be /__sim)`;
  }
  /** @type {Fault} */
  const fault = { path: fields.path };
  if (fields.latencyMs !== undefined) {
    if (!isInteger(fields.latencyMs) || fields.latencyMs < 0 || fields.latencyMs > MAX_LATENCY_MS) {
      return `${where}.latencyMs must be an integer 0..${MAX_LATENCY_MS}`;
    }
    fault.latencyMs = fields.latencyMs;
  }
  if (fields.status !== undefined) {
    if (!isInteger(fields.status) || fields.status < 200 || fields.status > 599) return `${where}.status must be an integer 200..599`;
    fault.status = fields.status;
  }
  if (fields.delay !== undefined) {
    if (!FAULT_DELAYS.includes(/** @type {Fault['delay']} */ (fields.delay))) return `${where}.delay must be one of ${FAULT_DELAYS.join(', ')}`;
    fault.delay = /** @type {Fault['delay']} */ (fields.delay);
  }
  for (const name of /** @type {const} */ (['malformed', 'hang', 'reset'])) {
    if (fields[name] !== undefined) {
      if (typeof fields[name] !== 'boolean') return `${where}.${name} must be a boolean`;
      fault[name] = fields[name];
    }
  }
  return fault;
}

/**
 * @param {State} state
 * @param {Payload | undefined} body
 */
function updateState(state, body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('Body must be a JSON object', 'BAD_REQUEST', null, 400);
  const next = { ...state.switches, flags: { ...state.switches.flags }, promotions: { ...state.switches.promotions } };
  for (const name of /** @type {const} */ (['maintenance', 'regionRestriction', 'oldestFirst', 'worldCup', 'serviceFrameRefused', 'appDownloads'])) {
    if (body[name] === undefined) continue;
    if (typeof body[name] !== 'boolean') return refuse(`${name} must be a boolean`, 'BAD_REQUEST', null, 400);
    next[name] = body[name];
  }
  if (body.manualDepositApprovalMs !== undefined) {
    const delay = body.manualDepositApprovalMs;
    if (!isInteger(delay) || delay < 0 || delay > ONE_DAY_MS) {
      return refuse(`manualDepositApprovalMs must be an integer 0..${ONE_DAY_MS}`, 'BAD_REQUEST', null, 400);
    }
    next.manualDepositApprovalMs = delay;
  }
  if (body.paymentPasswordLockMs !== undefined) {
    const lock = body.paymentPasswordLockMs;
    if (!isInteger(lock) || lock < 0 || lock > ONE_DAY_MS) {
      return refuse(`paymentPasswordLockMs must be an integer 0..${ONE_DAY_MS}`, 'BAD_REQUEST', null, 400);
    }
    next.paymentPasswordLockMs = lock;
  }
  if (body.tokenTtlSeconds !== undefined) {
    const ttl = body.tokenTtlSeconds;
    if (!isInteger(ttl) || ttl < 1 || ttl > MAX_TOKEN_TTL_SECONDS) {
      return refuse(`tokenTtlSeconds must be an integer 1..${MAX_TOKEN_TTL_SECONDS}`, 'BAD_REQUEST', null, 400);
    }
    next.tokenTtlSeconds = ttl;
  }
  if (body.clockOffsetMs !== undefined) {
    const offset = body.clockOffsetMs;
    if (!isInteger(offset) || Math.abs(offset) > ONE_DAY_MS) {
      return refuse(`clockOffsetMs must be an integer -${ONE_DAY_MS}..${ONE_DAY_MS}`, 'BAD_REQUEST', null, 400);
    }
    next.clockOffsetMs = offset;
  }
  if (body.depFunc !== undefined) {
    if (body.depFunc !== '0' && body.depFunc !== '1') return refuse("depFunc must be '0' or '1'", 'BAD_REQUEST', null, 400);
    next.depFunc = body.depFunc;
  }
  if (body.minimumAge !== undefined) {
    if (!isInteger(body.minimumAge) || !MINIMUM_AGES.includes(body.minimumAge)) return refuse(`minimumAge must be one of ${MINIMUM_AGES.join(', ')}`, 'BAD_REQUEST', null, 400);
    next.minimumAge = body.minimumAge;
  }
  if (body.languages !== undefined) {
    if (!Array.isArray(body.languages) || body.languages.length === 0 || !body.languages.every(isLanguageCode)) {
      return refuse(`languages must be a non-empty list of ${Object.keys(LANGUAGE_CODES).join(', ')}`, 'BAD_REQUEST', null, 400);
    }
    next.languages = [...new Set(body.languages)];
  }
  if (body.language !== undefined) {
    if (!isLanguageCode(body.language)) return refuse(`language must be one of ${Object.keys(LANGUAGE_CODES).join(', ')}`, 'BAD_REQUEST', null, 400);
    next.language = body.language;
  }
  // The merchant's default is one of its languages: narrowing the list past it makes the first one the default.
  if (!next.languages.includes(next.language)) {
    if (body.language !== undefined) return refuse('language must be one of languages', 'BAD_REQUEST', null, 400);
    next.language = next.languages[0];
  }
  if (body.flags !== undefined) {
    if (!body.flags || typeof body.flags !== 'object' || Array.isArray(body.flags)) return refuse('flags must be an object', 'BAD_REQUEST', null, 400);
    for (const [name, value] of Object.entries(body.flags)) {
      if (typeof value !== 'boolean') return refuse(`flags.${name} must be a boolean`, 'BAD_REQUEST', null, 400);
      next.flags[name] = value;
    }
  }
  if (body.promotions !== undefined) {
    if (!body.promotions || typeof body.promotions !== 'object' || Array.isArray(body.promotions)) {
      return refuse('promotions must be an object', 'BAD_REQUEST', null, 400);
    }
    for (const [code, value] of Object.entries(body.promotions)) {
      if (!PROMOTIONS.some((promotion) => promotion.code === code)) {
        return refuse(`promotions.${code} is not one of ${PROMOTIONS.map((promotion) => promotion.code).join(', ')}`, 'BAD_REQUEST', null, 400);
      }
      if (typeof value !== 'boolean') return refuse(`promotions.${code} must be a boolean`, 'BAD_REQUEST', null, 400);
      next.promotions[code] = value;
    }
  }
  if (body.socialLogin !== undefined) {
    if (!Array.isArray(body.socialLogin) || !body.socialLogin.every(isSocialProvider)) {
      return refuse(`socialLogin must be a list of ${SOCIAL_PROVIDERS.join(', ')}`, 'BAD_REQUEST', null, 400);
    }
    next.socialLogin = [...new Set(body.socialLogin)];
  }
  if (body.emptyAnnouncements !== undefined) {
    if (!Array.isArray(body.emptyAnnouncements) || !body.emptyAnnouncements.every((type) => ANNOUNCEMENT_TYPES.includes(type))) {
      return refuse(`emptyAnnouncements must be a list of ${ANNOUNCEMENT_TYPES.join(', ')}`, 'BAD_REQUEST', null, 400);
    }
    next.emptyAnnouncements = [...new Set(body.emptyAnnouncements)];
  }
  let faults = state.faults;
  if (body.faults !== undefined) {
    if (!Array.isArray(body.faults)) return refuse('faults must be an array', 'BAD_REQUEST', null, 400);
    faults = [];
    for (const [index, input] of body.faults.entries()) {
      const fault = parseFault(input, index);
      if (typeof fault === 'string') return refuse(fault, 'BAD_REQUEST', null, 400);
      faults.push(fault);
    }
  }
  state.switches = next;
  state.faults = faults;
  return ok(publicState(state));
}

/**
 * POST /__sim/idp/token: an ID token as the provider would issue it, or bent in one way for a test.
 * @param {Payload | undefined} body
 * @param {string} baseUrl
 */
function idToken(body, baseUrl) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('Body must be a JSON object', 'BAD_REQUEST', null, 400);
  const { provider, email, nonce, audience, issuer, issuedAt, expiresIn, forged } = body;
  if (!isSocialProvider(provider)) return refuse(`provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`, 'BAD_REQUEST', null, 400);
  if (typeof email !== 'string' || !email.includes('@')) return refuse('email must be an email address', 'BAD_REQUEST', null, 400);
  for (const [name, value] of Object.entries({ nonce, audience, issuer })) {
    if (value !== undefined && typeof value !== 'string') return refuse(`${name} must be a string`, 'BAD_REQUEST', null, 400);
  }
  for (const [name, value] of Object.entries({ issuedAt, expiresIn })) {
    if (value !== undefined && !Number.isInteger(value)) return refuse(`${name} must be an integer (seconds)`, 'BAD_REQUEST', null, 400);
  }
  if (forged !== undefined && typeof forged !== 'boolean') return refuse('forged must be a boolean', 'BAD_REQUEST', null, 400);
  // Each optional field was checked above to be absent or of its type.
  return ok({
    idToken: mintIdToken({
      baseUrl, provider, email,
      nonce: /** @type {string | undefined} */ (nonce),
      audience: /** @type {string | undefined} */ (audience),
      issuer: /** @type {string | undefined} */ (issuer),
      issuedAt: /** @type {number | undefined} */ (issuedAt),
      expiresIn: /** @type {number | undefined} */ (expiresIn),
      forged: /** @type {boolean | undefined} */ (forged),
    }),
  });
}

/**
 * @param {string} rawBody
 * @returns {Payload | undefined}
 */
function parseJson(rawBody) {
  if (!rawBody.trim()) return {};
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

/**
 * Answers one /__sim request.
 * @param {{ state: State, method: string, path: string, query: Query, rawBody: string, res: import('node:http').ServerResponse, baseUrl: string }} request
 */
export function handleControl({ state, method, path, query, rawBody, res, baseUrl }) {
  const route = `${method} ${path}`;
  let result;
  switch (route) {
    case 'GET /__sim/state':
      result = ok(publicState(state));
      break;
    case 'POST /__sim/state':
      result = updateState(state, parseJson(rawBody));
      break;
    case 'POST /__sim/reset':
      seedState(state);
      result = ok(true);
      break;
    case 'GET /__sim/sms': {
      const mobileNum = queryString(query, 'mobileNum');
      const code = state.lastSmsByMobile.get(mobileNum);
      result = code ? ok({ code }) : refuse(`No SMS sent to ${mobileNum}`, 'NOT_FOUND', null, 404);
      break;
    }
    case 'GET /__sim/captcha':
      result = state.lastCaptcha ? ok({ text: state.lastCaptcha }) : refuse('No captcha issued yet', 'NOT_FOUND', null, 404);
      break;
    case 'GET /__sim/requests': {
      const prefix = queryString(query, 'path');
      result = ok(state.requests.filter((entry) => !prefix || entry.path.startsWith(prefix)));
      break;
    }
    case 'DELETE /__sim/requests':
      state.requests = [];
      result = ok(true);
      break;
    case 'GET /__sim/accounts': {
      const account = findAccount(state, queryString(query, 'userName').toLowerCase());
      result = account ? ok(registrationRecord(account)) : refuse('No such account', 'NOT_FOUND', null, 404);
      break;
    }
    case 'GET /__sim/withdrawals': {
      const account = findAccount(state, queryString(query, 'userName').toLowerCase());
      result = account
        ? ok(ledgerOf(state, account.userName).withdrawals.toSorted((x, y) => y.createTime - x.createTime || y.id - x.id))
        : refuse('No such account', 'NOT_FOUND', null, 404);
      break;
    }
    case 'POST /__sim/gateway': {
      const body = parseJson(rawBody) ?? {};
      result = settleGatewayDeposit(state, body.orderNo, body.outcome);
      break;
    }
    case 'GET /__sim/tokens':
      result = ok([...liveTokens(state)].map(([token, entry]) => ({ token, userName: entry.userName })));
      break;
    case 'POST /__sim/tokens/expire': {
      const body = parseJson(rawBody) ?? {};
      let count = 0;
      for (const [token, entry] of state.tokens) {
        if ((body.token && token === body.token) || (body.userName && entry.userName === String(body.userName).toLowerCase())) {
          state.tokens.delete(token);
          count += 1;
        }
      }
      result = ok(count);
      break;
    }
    case 'POST /__sim/idp/token':
      result = idToken(parseJson(rawBody), baseUrl);
      break;
    case 'GET /__sim/idp/logins':
      result = ok(state.socialLogins.map((entry) => ({ ...entry })));
      break;
    case 'POST /__sim/rsa/rotate':
      state.key = generateRsaKey();
      result = ok({ modulus: state.key.modulusHex });
      break;
    default:
      result = refuse(`Unknown control call ${route}`, 'NOT_FOUND', null, 404);
  }
  sendResult(res, result);
}
