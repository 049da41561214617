// Contract rows 1-8 and 18-22: RSA key, login/logout, free play, trial, captcha, registration, SMS codes,
// password reset and change.
import { ok, refuse, text } from '../http.mjs';
import { checkIdToken, isSocialProvider, providerFlag } from '../idp.mjs';
import { AFFILIATE_CODES, COUNTRIES, MERCHANT_CODE, newAccount, REGISTER_FIELDS, TRIAL_MERCHANTS } from '../seed.mjs';
import {
  addAccount, consumeCaptcha, endTokens, findAccount, findAccountByEmail, findAccountByMobile, issueCaptcha, issueToken, sendSms,
} from '../state.mjs';
/** @import { Account, Handler, HandlerContext, MemberHandler, Payload, Refusal, Route, SocialProvider, State } from '../types.mjs' */

export const MSG = {
  userMissing: 'Sorry, the user does not exist or is disabled',
  captcha: 'Verification code error',
  userExists: 'Sorry, the username already exists',
  invitation: 'Invalid invitation code',
  mobile: 'The mobile num is not valid',
  password: 'Password format is incorrect',
  email: 'E-mail format is incorrect',
  confirm: 'Confirmation password not matched',
  samePassword: 'The new password and the old password cannot be the same',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  notActual: 'Please login an actual account to use this function',
  credentials: 'Please enter the username and password',
};

const FIELD = Object.fromEntries(REGISTER_FIELDS.map((field) => [field.name, field]));
const SMS_TTL_MS = 10 * 60 * 1000;

/** @param {unknown} value */
function str(value) {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * @param {string} fieldName
 * @param {string} value
 */
function matches(fieldName, value) {
  return new RegExp(FIELD[fieldName].pattern).test(value);
}

/**
 * The answer of every login (rows 2, 4, 5, 7, 8): `expiresIn` lets the caller end its session with the token.
 * @param {State} state
 * @param {Account} account
 * @param {string} device
 */
function session(state, account, device) {
  const { token, expiresIn } = issueToken(state, account, device);
  return { token, userName: account.userName, customerType: account.type, expiresIn };
}

/**
 * SMS code check without using it up (the caller drops it once the whole call succeeds).
 * @param {State} state
 * @param {string} mobileNum
 * @param {string} countryDialingCode
 * @param {unknown} code
 */
function smsCodeMatches(state, mobileNum, countryDialingCode, code) {
  const wanted = str(code);
  if (!wanted) return null;
  for (const [key, entry] of state.sms) {
    const [cc, mobile] = key.split(':');
    if (mobile !== mobileNum || (countryDialingCode && cc !== countryDialingCode)) continue;
    if (entry.code === wanted && Date.now() - entry.sentAt <= SMS_TTL_MS) return key;
  }
  return null;
}

/** Wrong SMS codes a mobile number may send before its pending codes are voided (README "Strict rules"). */
export const SMS_MAX_WRONG = 5;

const smsVoid = () => refuse('The verification code is no longer valid, please request a new one', 'VERIFICATION_CODE_VOID');

/**
 * Every SMS code check of rows 2, 8 and 20: `{key}` when it matches (use it up with `useSmsCode`), else
 * `{refusal}` (the void refusal, or null for the caller's own wrong-code refusal) and `attemptsLeft`. Six digits
 * are guessable, so a number that keeps guessing loses its code and must ask for a new one (rows 18, 19).
 * @param {State} state
 * @param {string} mobileNum
 * @param {string} countryDialingCode
 * @param {unknown} code
 * @returns {{ key: string, refusal?: undefined, attemptsLeft?: undefined } | { key?: undefined, refusal: Refusal | null, attemptsLeft?: number }}
 */
export function checkSmsCode(state, mobileNum, countryDialingCode, code) {
  const attempts = state.smsAttempts.get(mobileNum) ?? { wrong: 0, voided: false };
  if (attempts.voided) return { refusal: smsVoid() };
  const key = smsCodeMatches(state, mobileNum, countryDialingCode, code);
  if (key) return { key };
  attempts.wrong += 1;
  state.smsAttempts.set(mobileNum, attempts);
  if (attempts.wrong < SMS_MAX_WRONG) return { refusal: null, attemptsLeft: SMS_MAX_WRONG - attempts.wrong };
  attempts.voided = true;
  for (const key of [...state.sms.keys()]) {
    if (key.split(':')[1] === mobileNum) state.sms.delete(key);
  }
  return { refusal: smsVoid() };
}

/**
 * Uses up a matched code: its wrong tries end with it.
 * @param {State} state
 * @param {string} key
 */
function useSmsCode(state, key) {
  state.sms.delete(key);
  state.smsAttempts.delete(key.split(':')[1]);
}

/** @param {string} code */
function validCountry(code) {
  return COUNTRIES.some((country) => country.dialingCode === code);
}

/**
 * Row 2.
 * @type {Handler}
 */
function login(ctx) {
  const { state, payload } = ctx;
  const type = str(payload.type) || 'username';
  const channel = str(payload.firebaseChannel);
  if (type === 'firebase' && isSocialProvider(channel)) return loginBySocial(ctx, channel);
  if (type === 'sms' || type === 'firebase') return loginByPhone(ctx, type);
  if (type !== 'username') return refuse('Unknown login type', 'BAD_REQUEST');

  const username = str(payload.username).toLowerCase();
  const password = payload.password === undefined || payload.password === null ? '' : String(payload.password);
  if (!username || !password) return refuse(MSG.credentials, 'BAD_REQUEST');

  const failures = state.loginFailures.get(username) ?? 0;
  if (failures >= 2 && !consumeCaptcha(state, payload.captcha)) {
    return refuse(MSG.captcha, 'CAPTCHA_ERROR', { captcha: issueCaptcha(state) });
  }
  const account = findAccount(state, username);
  if (!account || account.disabled || account.trial || account.freePlay || account.password !== password) {
    const count = failures + 1;
    state.loginFailures.set(username, count);
    return refuse(MSG.userMissing, 'LOGIN_FAILED', count >= 2 ? { captcha: issueCaptcha(state) } : null);
  }
  state.loginFailures.delete(username);
  return loggedIn(ctx, account);
}

/**
 * @param {HandlerContext} ctx
 * @param {Account} account
 */
function loggedIn(ctx, account) {
  const firstTimeLogin = account.loginCount === 0;
  account.loginCount += 1;
  return ok({ ...session(ctx.state, account, ctx.device), firstTimeLogin });
}

/**
 * Row 2, type sms (username = mobileNum, password = the SMS code) or firebase (firebaseIdToken = the SMS code).
 * @param {HandlerContext} ctx
 * @param {'sms' | 'firebase'} type
 */
function loginByPhone(ctx, type) {
  const { state, payload } = ctx;
  const mobileNum = type === 'sms' ? str(payload.username) : str(payload.firebaseMobileNo || payload.username);
  const code = type === 'sms' ? payload.password : payload.firebaseIdToken;
  const countryDialingCode = str(payload.countryDialingCode);
  if (!/^\d{4,20}$/.test(mobileNum)) return refuse(MSG.mobile, 'MOBILE_INVALID');
  const checked = checkSmsCode(state, mobileNum, countryDialingCode, code);
  if (!checked.key) return checked.refusal ?? refuse(MSG.captcha, 'VERIFICATION_CODE_ERROR', { attemptsLeft: checked.attemptsLeft });
  const account = findAccountByMobile(state, mobileNum, countryDialingCode);
  if (!account || account.disabled) return refuse(MSG.userMissing, 'LOGIN_FAILED');
  useSmsCode(state, checked.key);
  return loggedIn(ctx, account);
}

const SOCIAL_LOG_SIZE = 50;

/**
 * A user name for a member who arrives by a provider: the email's local part, made unique.
 * @param {State} state
 * @param {string} email
 */
function socialUserName(state, email) {
  let base = email.split('@')[0].toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 14) || 'player';
  if (!/^[a-z]/.test(base)) base = `u${base}`.slice(0, 14);
  let userName = base;
  for (let n = 2; findAccount(state, userName); n += 1) userName = `${base}${n}`;
  return userName;
}

/**
 * Row 2, firebaseChannel google/facebook: the platform checks the provider's ID token itself (signature, iss,
 * aud, exp), then signs in the account with that email, or registers a new member for an unknown one.
 * @param {HandlerContext} ctx
 * @param {SocialProvider} provider
 */
function loginBySocial(ctx, provider) {
  const { state, payload } = ctx;
  /** @type {{ time: number, channel: string, idToken: string, userName: string | null, code: string }} */
  const attempt = { time: Date.now(), channel: provider, idToken: String(payload.firebaseIdToken ?? ''), userName: null, code: 'OK' };
  state.socialLogins.push(attempt);
  if (state.socialLogins.length > SOCIAL_LOG_SIZE) state.socialLogins.shift();
  const refused = (/** @type {string} */ message, /** @type {string} */ code) => {
    attempt.code = code;
    return refuse(message, code);
  };

  if (ctx.merchant !== MERCHANT_CODE || !state.switches.socialLogin.includes(provider)) {
    return refused('This sign-in method is not configured', 'SOCIAL_NOT_CONFIGURED');
  }
  if (!state.switches.flags[providerFlag(provider)]) return refused(MSG.noPermission, 'FEATURE_OFF');
  const claims = checkIdToken(payload.firebaseIdToken, provider, ctx.baseUrl);
  if (!claims) return refused('The identity token is not valid', 'ID_TOKEN_INVALID');
  let account = findAccountByEmail(state, claims.email);
  if (account && (account.disabled || account.trial || account.freePlay)) return refused(MSG.userMissing, 'LOGIN_FAILED');
  account ??= addAccount(state, newAccount({
    userName: socialUserName(state, claims.email), password: null, type: 0, email: claims.email, regDate: Date.now(),
  }));
  attempt.userName = account.userName;
  return loggedIn(ctx, account);
}

/**
 * Row 3.
 * @type {MemberHandler}
 */
function logout(ctx) {
  ctx.state.tokens.delete(ctx.token);
  return ok(true);
}

/**
 * Row 4.
 * @type {Handler}
 */
function freePlay(ctx) {
  const { state } = ctx;
  const n = ++state.counters.freePlay;
  const account = addAccount(state, newAccount({
    userName: `fp_${String(n).padStart(4, '0')}`, password: null, type: 0, freePlay: true, regDate: Date.now(),
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 2000 }], loginCount: 1,
  }));
  return ok(session(state, account, ctx.device));
}

/**
 * Row 5.
 * @type {Handler}
 */
function trial(ctx) {
  const { state } = ctx;
  if (!TRIAL_MERCHANTS.includes(ctx.merchant)) {
    return refuse('The trial account needs the trial merchant', 'TRIAL_MERCHANT_REQUIRED');
  }
  const n = ++state.counters.trial;
  const account = addAccount(state, newAccount({
    userName: `trial_${String(n).padStart(4, '0')}`, password: null, type: 4, trial: true, regDate: Date.now(),
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 10000 }], loginCount: 1,
  }));
  return ok(session(state, account, ctx.device));
}

/**
 * Checks the enabled registration fields present in `names` against their settings (row 15).
 * @param {Payload} payload
 * @param {string[]} names
 */
function fieldRefusal(payload, names) {
  for (const name of names) {
    const field = FIELD[name];
    if (!field?.enabled) continue;
    const value = name === 'password' || name === 'confirmPassword' ? String(payload[name] ?? '') : str(payload[name]);
    if (!value) {
      if (field.required) return refuse(field.message, 'FIELD_INVALID', { field: name });
      continue;
    }
    if (!new RegExp(field.pattern).test(value)) return refuse(field.message, 'FIELD_INVALID', { field: name });
  }
  return null;
}

/**
 * @param {HandlerContext} ctx
 * @param {{ userName: string, mobileNum: string, countryDialingCode: string }} fields
 */
function createMember(ctx, fields) {
  const { state, payload } = ctx;
  const account = addAccount(state, newAccount({
    ...fields,
    password: String(payload.password),
    type: 0,
    nickname: str(payload.nickname),
    payeeName: str(payload.payeeName),
    email: str(payload.email),
    regDate: Date.now(),
    affiliateCode: str(payload.affiliateCode),
    registerMethod: str(payload.registerMethod),
    registerUrl: str(payload.registerUrl),
    domain: str(payload.domain),
  }));
  return ok(session(state, account, ctx.device));
}

/**
 * Row 7.
 * @type {Handler}
 */
function register(ctx) {
  const { state, payload } = ctx;
  if (!state.switches.flags.USERNAMEREG3) return refuse(MSG.noPermission, 'FEATURE_OFF');
  const invalid = fieldRefusal(payload, ['username', 'password', 'nickname', 'payeeName', 'email', 'mobileNum', 'affiliateCode']);
  if (invalid) return invalid;
  if (String(payload.password) !== String(payload.confirmPassword ?? '')) return refuse(MSG.confirm, 'FIELD_INVALID', { field: 'confirmPassword' });
  if (!consumeCaptcha(state, payload.captcha)) return refuse(MSG.captcha, 'CAPTCHA_ERROR');
  const userName = str(payload.username).toLowerCase();
  if (findAccount(state, userName)) return refuse(MSG.userExists, 'USERNAME_EXISTS');
  const affiliateCode = str(payload.affiliateCode);
  if (affiliateCode && !AFFILIATE_CODES[affiliateCode.toUpperCase()]) return refuse(MSG.invitation, 'INVITATION_INVALID');
  const mobileNum = str(payload.mobileNum);
  return createMember(ctx, { userName, mobileNum, countryDialingCode: str(payload.countryDialingCode) || '84' });
}

/**
 * Row 8.
 * @type {Handler}
 */
function registerMobile(ctx) {
  const { state, payload } = ctx;
  if (!state.switches.flags.MOBILENUMREG3) return refuse(MSG.noPermission, 'FEATURE_OFF');
  const mobileNum = str(payload.mobileNum);
  const countryDialingCode = str(payload.countryDialingCode) || '84';
  if (!mobileNum || !matches('mobileNum', mobileNum) || !validCountry(countryDialingCode)) {
    return refuse(MSG.mobile, 'FIELD_INVALID', { field: 'mobileNum' });
  }
  const names = ['password', 'nickname', 'payeeName', 'email', 'affiliateCode'];
  if (str(payload.username)) names.unshift('username');
  const invalid = fieldRefusal(payload, names);
  if (invalid) return invalid;
  if (String(payload.password) !== String(payload.confirmPassword ?? payload.password)) {
    return refuse(MSG.confirm, 'FIELD_INVALID', { field: 'confirmPassword' });
  }
  let smsKey = null;
  if (state.switches.flags.REGMOBVERF3) {
    const checked = checkSmsCode(state, mobileNum, countryDialingCode, payload.verificationCode || payload.firebaseIdToken);
    if (!checked.key) return checked.refusal ?? refuse(MSG.captcha, 'VERIFICATION_CODE_ERROR', { attemptsLeft: checked.attemptsLeft });
    smsKey = checked.key;
  }
  const userName = (str(payload.username) || `m${mobileNum}`).toLowerCase();
  if (findAccount(state, userName)) return refuse(MSG.userExists, 'USERNAME_EXISTS');
  if (findAccountByMobile(state, mobileNum, countryDialingCode)) return refuse('The mobile number is already registered', 'MOBILE_EXISTS');
  const affiliateCode = str(payload.affiliateCode);
  if (affiliateCode && !AFFILIATE_CODES[affiliateCode.toUpperCase()]) return refuse(MSG.invitation, 'INVITATION_INVALID');
  if (smsKey) useSmsCode(state, smsKey);
  return createMember(ctx, { userName, mobileNum, countryDialingCode });
}

/** @param {Payload} payload */
function phoneInput(payload) {
  return { mobileNum: str(payload.mobileNum), countryDialingCode: str(payload.countryDialingCode) };
}

/**
 * Row 18: a code for login or registration; any valid number gets one.
 * @type {Handler}
 */
function smsNoLogin(ctx) {
  const { mobileNum, countryDialingCode } = phoneInput(ctx.payload);
  if (!matches('mobileNum', mobileNum) || !validCountry(countryDialingCode)) return refuse(MSG.mobile, 'MOBILE_INVALID');
  const { expirationTime } = sendSms(ctx.state, mobileNum, countryDialingCode);
  return ok({ expirationTime });
}

/**
 * Row 19: a password-reset code; only for a number that belongs to an account.
 * @type {Handler}
 */
function smsPasswordReset(ctx) {
  const { mobileNum, countryDialingCode } = phoneInput(ctx.payload);
  if (!matches('mobileNum', mobileNum) || !validCountry(countryDialingCode)) return refuse(MSG.mobile, 'MOBILE_INVALID');
  if (!findAccountByMobile(ctx.state, mobileNum, countryDialingCode)) return refuse(MSG.mobile, 'MOBILE_UNKNOWN');
  const { expirationTime } = sendSms(ctx.state, mobileNum, countryDialingCode);
  return ok({ expirationTime });
}

/**
 * Row 20. The code is only used up when the password really changes.
 * @type {Handler}
 */
function passwordByPhone(ctx) {
  const { state, payload } = ctx;
  const mobileNum = str(payload.mobileNum);
  const newPassword = String(payload.newPassword ?? '');
  const checked = checkSmsCode(state, mobileNum, '', payload.verificationCode || payload.firebaseIdToken);
  if (!checked.key) return checked.refusal ?? refuse(MSG.captcha, 'verification.code.error', { attemptsLeft: checked.attemptsLeft });
  const smsKey = checked.key;
  const account = findAccountByMobile(state, mobileNum, smsKey.split(':')[0]);
  if (!account) return refuse(MSG.captcha, 'verification.code.error');
  if (account.password === newPassword) return refuse(MSG.samePassword, 'modify.new.old.same');
  if (!matches('password', newPassword)) return refuse(MSG.password, 'password.format.error');
  account.password = newPassword;
  useSmsCode(state, smsKey);
  // Whoever knew the old password may hold a session: a reset ends them all (Strict rules S4).
  endTokens(state, account.userName);
  return ok(true);
}

/**
 * Row 21 (form-encoded).
 * @type {Handler}
 */
function passwordByEmail(ctx) {
  const username = str(ctx.payload.username).toLowerCase();
  const email = str(ctx.payload.email);
  if (!username) return refuse(MSG.credentials, 'BAD_REQUEST');
  if (!email || email.length >= 255 || !matches('email', email)) return refuse(MSG.email, 'EMAIL_INVALID');
  const account = findAccount(ctx.state, username);
  if (!account || account.disabled || account.email.toLowerCase() !== email.toLowerCase()) {
    return refuse(MSG.userMissing, 'USER_UNKNOWN');
  }
  return ok(true);
}

/**
 * Row 22.
 * @type {MemberHandler}
 */
function passwordChange(ctx) {
  const { account, payload } = ctx;
  if (account.trial || account.freePlay) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  const oldPassword = String(payload.oldPassword ?? '');
  const newPassword = String(payload.newPassword ?? '');
  if (account.password !== oldPassword) return refuse('The old password is incorrect', 'OLD_PASSWORD_WRONG');
  if (newPassword !== String(payload.confirmNewPassword ?? '')) return refuse(MSG.confirm, 'CONFIRM_MISMATCH');
  if (newPassword === oldPassword) return refuse(MSG.samePassword, 'modify.new.old.same');
  if (!matches('password', newPassword)) return refuse(MSG.password, 'password.format.error');
  account.password = newPassword;
  // The member proved the old password on this token; every other session ends (Strict rules S4).
  endTokens(ctx.state, account.userName, ctx.token);
  return ok(true);
}

/** @type {Route[]} */
export const routes = [
  { row: 1, method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', token: 'no', handle: (ctx) => text(ctx.state.key.modulusHex) },
  { row: 2, method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', token: 'no', enc: true, handle: login },
  { row: 3, method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', token: 'yes', handle: logout },
  { row: 4, method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', token: 'no', handle: freePlay },
  { row: 5, method: 'GET', path: '/wps/member/trial', moduleId: 'TRIAL3', token: 'no', handle: trial },
  { row: 6, method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', token: 'no', handle: (ctx) => ok(issueCaptcha(ctx.state)) },
  { row: 7, method: 'PUT', path: '/wps/member/register', moduleId: 'REGISTER_REE3', token: 'no', enc: true, handle: register },
  { row: 8, method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'REGISTER_REE3', token: 'no', enc: true, handle: registerMobile },
  { row: 18, method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'COMM3', token: 'no', handle: smsNoLogin },
  { row: 19, method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', token: 'no', handle: smsPasswordReset },
  { row: 20, method: 'POST', path: '/wps/member/password/phone', moduleId: 'CHNGPASSVERIF3', token: 'no', enc: true, handle: passwordByPhone },
  { row: 21, method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', token: 'no', body: 'form', handle: passwordByEmail },
  { row: 22, method: 'POST', path: '/wps/member/password/change', moduleId: 'COMM3', token: 'yes', handle: passwordChange },
];
