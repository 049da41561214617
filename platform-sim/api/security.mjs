// Contract rows 80-86: the security centre (payment password, security question, email, payee name,
// birthday).
import { ok, refuse } from '../http.mjs';
import { merchantDate } from '../ledger.mjs';
import { MAX_BANK_CARDS } from '../seed.mjs';
import { MSG } from './account.mjs';
import { PAYEE_NAME, publicCard } from './withdraw.mjs';
import { checkPaymentPassword, PAYMENT_PASSWORD } from '../paymentPassword.mjs';
/** @import { MemberContext, MemberHandler, Route, State } from '../types.mjs' */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const ANSWER_MAX = 50;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTHDAY = '1900-01-01';

/** Ages the merchant may require (`/__sim/state` `minimumAge`). */
export const MINIMUM_AGES = [18, 21];

/** The questions a member picks from (row 82), in the languages the product speaks; English otherwise. */
export const SECURITY_QUESTIONS = [
  { id: 1, en: 'What is the name of your first school?', vi: 'Trường học đầu tiên của bạn tên là gì?', bn: 'আপনার প্রথম স্কুলের নাম কী?' },
  { id: 2, en: 'What was the name of your first pet?', vi: 'Thú cưng đầu tiên của bạn tên là gì?', bn: 'আপনার প্রথম পোষা প্রাণীর নাম কী?' },
  { id: 3, en: 'In which city were you born?', vi: 'Bạn sinh ra ở thành phố nào?', bn: 'আপনি কোন শহরে জন্মেছেন?' },
  { id: 4, en: 'What is your mother\'s maiden name?', vi: 'Tên thời con gái của mẹ bạn là gì?', bn: 'আপনার মায়ের বিয়ের আগের পদবি কী?' },
  { id: 5, en: 'What is your favourite food?', vi: 'Món ăn yêu thích của bạn là gì?', bn: 'আপনার প্রিয় খাবার কী?' },
];

/**
 * @param {typeof SECURITY_QUESTIONS[number]} question
 * @param {string} language
 */
function questionText(question, language) {
  return /** @type {Record<string, string | number | undefined>} */ (question)[language] ?? question.en;
}

/**
 * The security data of the seeded accounts; the others start with none.
 * @type {Record<string, { securityQuestion: { id: number, answer: string }, birthdayYearsAgo: number }>}
 */
const SECURITY_PROFILES = {
  agent01: { securityQuestion: { id: 2, answer: 'Milo' }, birthdayYearsAgo: 35 },
};

/**
 * Sets each account's security question and birthday on a freshly seeded state (called by seedState in world.mjs).
 * @param {State} state
 * @param {number} now
 */
export function seedSecurityProfiles(state, now) {
  for (const account of state.accounts.values()) {
    const profile = SECURITY_PROFILES[account.userName];
    account.securityQuestion = profile?.securityQuestion ?? null;
    account.birthday = profile ? yearsBefore(merchantDate(now), profile.birthdayYearsAgo) : '';
  }
}

/** @param {string} text */
function isCalendarDay(text) {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The same calendar day `years` earlier; 29 February becomes the 28th in a year without one.
 * @param {string} day
 * @param {number} years
 */
function yearsBefore(day, years) {
  const [year, month, date] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  return `${String(year - years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}

/**
 * `ab***@example.com`: enough to recognise one's own address, not to read someone else's.
 * @param {string} email
 */
function maskEmail(email) {
  const at = email.lastIndexOf('@');
  if (at < 1) return '';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/**
 * Refusals every row shares: the SECPRIV switch, then (writes) free-play and trial accounts.
 * @param {MemberContext} ctx
 * @param {{ write: boolean }} options
 */
function gate({ state, account }, { write }) {
  if (!state.switches.flags.SECPRIV) return refuse(MSG.noPermission, 'FEATURE_OFF');
  if (write && (account.trial || account.freePlay)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  return null;
}

const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.trim() : '');

/**
 * Row 80.
 * @type {MemberHandler}
 */
function security(ctx) {
  const refused = gate(ctx, { write: false });
  if (refused) return refused;
  const { state, account, language } = ctx;
  const chosen = SECURITY_QUESTIONS.find((question) => question.id === account.securityQuestion?.id);
  return ok({
    paymentPasswordSet: Boolean(account.paymentPassword),
    email: maskEmail(account.email ?? ''),
    emailSet: Boolean(account.email),
    payeeName: account.payeeName ?? '',
    securityQuestion: chosen ? { id: chosen.id, question: questionText(chosen, language) } : null,
    birthday: account.birthday ?? '',
    minimumAge: state.switches.minimumAge,
    cards: (account.bankCards ?? []).map(publicCard),
    maxCards: MAX_BANK_CARDS,
  });
}

/**
 * Row 81 (**enc**): sets the payment password, or changes it when one is set (the old one checked first).
 * @type {MemberHandler}
 */
function paymentPassword(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { oldPaymentPassword, newPaymentPassword, confirmPaymentPassword } = payload;
  if (typeof newPaymentPassword !== 'string' || typeof confirmPaymentPassword !== 'string') {
    return refuse('newPaymentPassword and confirmPaymentPassword (strings) are required', 'BAD_REQUEST');
  }
  if (!PAYMENT_PASSWORD.test(newPaymentPassword)) return refuse('The payment password must be 6 digits', 'PAYMENT_PASSWORD_INVALID');
  if (confirmPaymentPassword !== newPaymentPassword) return refuse(MSG.confirm, 'CONFIRM_MISMATCH');
  if (account.paymentPassword) {
    const wrong = checkPaymentPassword(state, account, oldPaymentPassword);
    if (wrong) return wrong;
    if (newPaymentPassword === account.paymentPassword) {
      return refuse('The new payment password and the old one cannot be the same', 'PAYMENT_PASSWORD_SAME');
    }
  }
  account.paymentPassword = newPaymentPassword;
  return ok(true);
}

/**
 * Row 82.
 * @type {MemberHandler}
 */
function questions(ctx) {
  const refused = gate(ctx, { write: false });
  if (refused) return refused;
  return ok(SECURITY_QUESTIONS.map((question) => ({ id: question.id, question: questionText(question, ctx.language) })));
}

/**
 * Row 83 (**enc**): sets or replaces the security question; the login password proves it is the member.
 * @type {MemberHandler}
 */
function securityQuestion(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { account, payload } = ctx;
  const question = SECURITY_QUESTIONS.find((entry) => String(entry.id) === String(payload.questionId ?? ''));
  if (!question) return refuse('Unknown security question', 'QUESTION_UNKNOWN');
  const answer = text(payload.answer);
  if (!answer || answer.length > ANSWER_MAX) return refuse(`The answer must be 1 to ${ANSWER_MAX} characters`, 'ANSWER_INVALID');
  if (!account.password || payload.password !== account.password) return refuse('The login password is incorrect', 'PASSWORD_WRONG');
  account.securityQuestion = { id: question.id, answer };
  return ok(true);
}

/**
 * Row 84.
 * @type {MemberHandler}
 */
function email(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { account, payload } = ctx;
  const address = text(payload.email);
  if (address.length > EMAIL_MAX || !EMAIL.test(address)) return refuse(MSG.email, 'EMAIL_INVALID');
  account.email = address;
  return ok(true);
}

/**
 * Row 85: the payee name is saved once (here or with the first card, row 58).
 * @type {MemberHandler}
 */
function payeeName(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { account, payload } = ctx;
  if (account.payeeName) return refuse('The payee name is already set', 'PAYEE_NAME_SET');
  const name = text(payload.payeeName);
  if (!PAYEE_NAME.test(name)) return refuse('The payee name must be 2 to 50 letters and spaces', 'PAYEE_NAME_INVALID');
  account.payeeName = name;
  return ok(true);
}

/**
 * Row 86: saved once; the member must be `minimumAge` on the merchant's today.
 * @type {MemberHandler}
 */
function birthday(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  if (account.birthday) return refuse('The birthday is already set', 'BIRTHDAY_SET');
  const day = text(payload.birthday);
  const today = merchantDate(Date.now());
  if (!isCalendarDay(day) || day < EARLIEST_BIRTHDAY || day > today) return refuse('The birthday must be a past date YYYY-MM-DD', 'BIRTHDAY_INVALID');
  const { minimumAge } = state.switches;
  if (day > yearsBefore(today, minimumAge)) return refuse(`You must be at least ${minimumAge} years old`, 'UNDER_AGE', { minimumAge });
  account.birthday = day;
  return ok(true);
}

/** @type {Route[]} */
export const routes = [
  { row: 80, method: 'GET', path: '/wps/member/security', moduleId: 'SECPRIV', token: 'yes', handle: security },
  { row: 81, method: 'POST', path: '/wps/member/paymentPassword', moduleId: 'SECPRIV', token: 'yes', enc: true, handle: paymentPassword },
  { row: 82, method: 'GET', path: '/wps/member/securityQuestions', moduleId: 'SECPRIV', token: 'yes', handle: questions },
  { row: 83, method: 'POST', path: '/wps/member/securityQuestion', moduleId: 'SECPRIV', token: 'yes', enc: true, handle: securityQuestion },
  { row: 84, method: 'POST', path: '/wps/member/email', moduleId: 'SECPRIV', token: 'yes', handle: email },
  { row: 85, method: 'POST', path: '/wps/member/payeeName', moduleId: 'SECPRIV', token: 'yes', handle: payeeName },
  { row: 86, method: 'POST', path: '/wps/member/birthday', moduleId: 'SECPRIV', token: 'yes', handle: birthday },
];
