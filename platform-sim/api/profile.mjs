// Contract rows 72-79: inbox delete, personal info, nickname, head icon, club benefits, feedback and
// referral figures.
import { randomBytes } from 'node:crypto';
import { ok, queryString, refuse, sendBody } from '../http.mjs';
import { IMAGE_BODY_LIMIT, readImage } from '../images.mjs';
import { ledgerOf } from '../ledger.mjs';
import { AFFILIATE_CODES } from '../seed.mjs';
import { inboxOf } from '../state.mjs';
import { MSG } from './account.mjs';
import { cents } from '../money.mjs';
/** @import { Account, MemberContext, MemberHandler, Route, State } from '../types.mjs' */

/** The merchant's club: row 9's `clubLabel.labelName` is the level's label, so both rows tell the same level. */
export const CLUB_LEVELS = [
  { level: 1, depositRequired: 0, turnoverRequired: 0, benefits: { upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0, rebateRate: 0.3, dailyWithdrawals: 3 } },
  { level: 2, depositRequired: 1000, turnoverRequired: 5000, benefits: { upgradeBonus: 18, birthdayBonus: 28, monthlyBonus: 8, rebateRate: 0.4, dailyWithdrawals: 5 } },
  { level: 3, depositRequired: 5000, turnoverRequired: 25000, benefits: { upgradeBonus: 58, birthdayBonus: 88, monthlyBonus: 28, rebateRate: 0.5, dailyWithdrawals: 8 } },
  { level: 4, depositRequired: 20000, turnoverRequired: 100000, benefits: { upgradeBonus: 188, birthdayBonus: 188, monthlyBonus: 88, rebateRate: 0.6, dailyWithdrawals: 10 } },
  { level: 5, depositRequired: 50000, turnoverRequired: 300000, benefits: { upgradeBonus: 588, birthdayBonus: 588, monthlyBonus: 288, rebateRate: 0.8, dailyWithdrawals: 15 } },
  { level: 6, depositRequired: 200000, turnoverRequired: 1000000, benefits: { upgradeBonus: 1888, birthdayBonus: 1888, monthlyBonus: 888, rebateRate: 1, dailyWithdrawals: 20 } },
].map((level) => ({ ...level, labelName: `VIP ${level.level}` }));

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'PAYMENT', 'GAME', 'OTHER'];
export const REMARK_MAX = 140;
const NICKNAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/**
 * Row 79's figures of the seeded referrers (the accounts holding an affiliate code).
 * @type {Record<string, { invited: number, deposited: number, rewardTotal: number }>}
 */
const REFERRAL_FIGURES = {
  demo01: { invited: 5, deposited: 3, rewardTotal: 150 },
  agent01: { invited: 42, deposited: 30, rewardTotal: 1520.5 },
};

/**
 * Head icons, feedback and the id counters of rows 75, 76 and 78; nobody starts with a head icon.
 * @param {State} state
 */
export function seedProfiles(state) {
  state.headIcons = new Map();
  state.headIconFiles = new Map();
  state.feedback = [];
}

const notActual = (/** @type {MemberContext} */ { account }) => (account.trial || account.freePlay ? refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT') : null);
const flagOff = (/** @type {State} */ state, /** @type {string} */ flag) => (state.switches.flags[flag] ? null : refuse(MSG.noPermission, 'FEATURE_OFF'));

/** @param {string} email */
function maskEmail(email) {
  if (!email) return '';
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** @param {string} mobileNum */
function maskMobile(mobileNum) {
  if (!mobileNum) return '';
  return `${mobileNum.slice(0, 3)}****${mobileNum.slice(-2)}`;
}

/**
 * Row 72: all ids or none; a single id that is not the member's refuses the whole call.
 * @type {MemberHandler}
 */
function deleteMessages(ctx) {
  const refused = notActual(ctx);
  if (refused) return refused;
  const { state, account, query } = ctx;
  const raw = queryString(query, 'ids');
  if (!/^\d{1,12}(,\d{1,12}){0,99}$/.test(raw)) return refuse('ids must be a comma list of message ids', 'BAD_REQUEST');
  const ids = new Set(raw.split(',').map(Number));
  const inbox = inboxOf(state, account.userName);
  if ([...ids].some((id) => !inbox.some((message) => message.id === id))) return refuse('Unknown message', 'NOT_FOUND');
  state.inbox.set(account.userName, inbox.filter((message) => !ids.has(message.id)));
  return ok(true);
}

/**
 * @param {State} state
 * @param {Account} account
 */
function headIconUrl(state, account) {
  if (!state.switches.flags.PROFPIC3) return null;
  return state.headIcons.get(account.userName)?.url ?? null;
}

/**
 * Row 73.
 * @type {MemberHandler}
 */
function profile({ state, account }) {
  return ok({
    account: account.userName,
    nickname: account.nickname,
    email: maskEmail(account.email),
    mobileNum: maskMobile(account.mobileNum),
    payeeName: account.payeeName ?? '',
    birthday: account.birthday ?? '',
    regDate: account.regDate,
    labelName: account.clubLabel?.labelName ?? null,
    headIconUrl: headIconUrl(state, account),
  });
}

/**
 * Row 74: row 9 answers the new nickname from then on.
 * @type {MemberHandler}
 */
function setNickname(ctx) {
  const refused = notActual(ctx);
  if (refused) return refused;
  const nickname = typeof ctx.payload.nickname === 'string' ? ctx.payload.nickname.trim() : '';
  if (nickname.length < 2 || nickname.length > 20 || !NICKNAME.test(nickname)) {
    return refuse('The nickname must be 2-20 letters, digits or single spaces', 'NICKNAME_INVALID');
  }
  ctx.account.nickname = nickname;
  return ok(true);
}

/**
 * Row 75.
 * @type {MemberHandler}
 */
function headIcon(ctx) {
  const refused = flagOff(ctx.state, 'PROFPIC3');
  if (refused) return refused;
  const url = headIconUrl(ctx.state, ctx.account);
  return ok(url ? { url } : null);
}

/**
 * Row 76: the new icon replaces the old one, whose address stops answering.
 * @type {MemberHandler}
 */
function uploadHeadIcon(ctx) {
  const refused = flagOff(ctx.state, 'PROFPIC3') ?? notActual(ctx);
  if (refused) return refused;
  const { state, account, payload, baseUrl } = ctx;
  const { image, refusal } = readImage(payload, { prefix: 'HEAD_ICON', noun: 'head icon' });
  if (refusal) return refusal;
  const previous = state.headIcons.get(account.userName);
  if (previous) state.headIconFiles.delete(previous.id);
  const id = randomBytes(8).toString('hex');
  const url = `${baseUrl}/cdn/headIcon/${id}`;
  state.headIconFiles.set(id, { contentType: image.contentType, bytes: image.bytes });
  state.headIcons.set(account.userName, { id, url });
  return ok({ url });
}

/**
 * `GET /cdn/headIcon/<id>`: a stored head icon (row 76's url); false when the path is not one.
 * @param {State} state
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 */
export function serveHeadIcon(state, res, path) {
  const match = /^\/cdn\/headIcon\/([0-9a-f]{16})$/.exec(path);
  if (!match) return false;
  const file = state.headIconFiles.get(match[1]);
  if (!file) sendBody(res, 404, 'No such image', 'text/plain; charset=utf-8');
  else sendBody(res, 200, file.bytes, file.contentType, { 'Cache-Control': 'public, max-age=31536000, immutable' });
  return true;
}

/**
 * Row 77: progress counts approved deposits and valid bets over the account's whole history.
 * @type {MemberHandler}
 */
function club({ state, account }) {
  const refused = flagOff(state, 'MEMCLUB3');
  if (refused) return refused;
  const current = CLUB_LEVELS.find((level) => level.labelName === account.clubLabel?.labelName) ?? null;
  const ledger = ledgerOf(state, account.userName);
  const deposit = ledger.deposits.filter((entry) => entry.status === 'APPROVED').reduce((sum, entry) => sum + entry.amount, 0);
  const turnover = ledger.bets.reduce((sum, bet) => sum + bet.validBet, 0);
  return ok({
    current: current ? { level: current.level, labelName: current.labelName } : null,
    progress: { deposit: cents(deposit), turnover: cents(turnover) },
    levels: CLUB_LEVELS.map((level) => ({ ...level, benefits: { ...level.benefits } })),
  });
}

/**
 * Row 78.
 * @type {MemberHandler}
 */
function sendFeedback(ctx) {
  const refused = flagOff(ctx.state, 'FEEDBACK3') ?? notActual(ctx);
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { type } = payload;
  if (typeof type !== 'string' || !FEEDBACK_TYPES.includes(type)) return refuse(`type must be one of ${FEEDBACK_TYPES.join(', ')}`, 'BAD_REQUEST');
  const remark = typeof payload.remark === 'string' ? payload.remark.trim() : '';
  if (!remark) return refuse('The remark is required', 'REMARK_REQUIRED');
  if ([...remark].length > REMARK_MAX) return refuse(`The remark must be at most ${REMARK_MAX} characters`, 'REMARK_TOO_LONG', { max: REMARK_MAX });
  const id = state.feedback.length + 1;
  state.feedback.push({ id, userName: account.userName, type, remark, createTime: Date.now() });
  return ok({ id });
}

/**
 * Row 79: the row-43 referral code and link with what it brought; REFERRAL off -> FEATURE_OFF.
 * @type {MemberHandler}
 */
function referralStats({ state, account }) {
  if (state.switches.promotions.REFERRAL !== true) return refuse(MSG.noPermission, 'FEATURE_OFF');
  const code = Object.keys(AFFILIATE_CODES).find((entry) => AFFILIATE_CODES[entry] === account.userName);
  if (!code) return refuse('The account has no referral code', 'NO_REFERRAL_CODE');
  const figures = REFERRAL_FIGURES[account.userName] ?? { invited: 0, deposited: 0, rewardTotal: 0 };
  return ok({ code, url: `/m/register?affiliateCode=${code}`, ...figures });
}

/** @type {Route[]} */
export const routes = [
  { row: 72, method: 'DELETE', path: '/wps/inbox', moduleId: 'INBOX3', token: 'yes', handle: deleteMessages },
  { row: 73, method: 'GET', path: '/wps/member/profile', moduleId: 'COMM3', token: 'yes', handle: profile },
  { row: 74, method: 'PUT', path: '/wps/member/nickname', moduleId: 'COMM3', token: 'yes', handle: setNickname },
  { row: 75, method: 'GET', path: '/wps/member/headIcon', moduleId: 'PROFPIC3', token: 'yes', handle: headIcon },
  { row: 76, method: 'POST', path: '/wps/member/headIcon', moduleId: 'PROFPIC3', token: 'yes', bodyLimit: IMAGE_BODY_LIMIT, handle: uploadHeadIcon },
  { row: 77, method: 'GET', path: '/wps/member/club', moduleId: 'MEMCLUB3', token: 'yes', handle: club },
  { row: 78, method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', token: 'yes', handle: sendFeedback },
  { row: 79, method: 'GET', path: '/wps/referral/stats', moduleId: 'REWCEN3', token: 'yes', handle: referralStats },
];
