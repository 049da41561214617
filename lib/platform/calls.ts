import { z } from 'zod';
import { defineCall } from './defineCall';
import * as s from './schemas';

/**
 * Every platform call the product makes (platform-sim/README.md, contract table). The number after each
 * name is its row there. Inputs are what a caller may choose; `prepare` adds what the server fixes.
 */

const PAGE_SIZE = 26;
const empty = z.object({}).strict();
const id = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/));

/** 1 */
export const rsaKey = defineCall({
  method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', token: 'no', text: true,
  input: empty, answer: z.string().regex(/^[0-9a-f]{64,1024}$/i),
});

/** 2 */
export const login = defineCall({
  method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', token: 'no', encrypted: true,
  input: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
    captcha: z.string().trim().max(16).optional(),
    type: z.enum(['username', 'sms', 'firebase']).default('username'),
    countryDialingCode: z.string().regex(/^\d{1,4}$/).optional(),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(4096).optional(),
    firebaseMobileNo: z.string().regex(/^\d{6,20}$/).optional(),
  }),
  answer: s.sessionAnswer,
  refusal: s.captchaRefusal,
});

/**
 * 2, with a social provider's ID token (firebaseChannel google/facebook). A separate call from `login` so the
 * browser's door (lib/bff/bffRoutes.ts lists `login` only) can never carry a token the server did not verify.
 */
export const socialLogin = defineCall({
  method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', token: 'no', encrypted: true,
  input: z.object({
    firebaseChannel: z.enum(s.socialProviders),
    firebaseIdToken: z.string().min(1).max(4096),
  }),
  prepare: (input) => ({ ...input, type: 'firebase', username: '', password: '' }),
  answer: s.sessionAnswer,
});

/** 3 */
export const logout = defineCall({
  method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', token: 'yes',
  input: empty, answer: z.unknown(),
});

/** 4 */
export const freePlayLogin = defineCall({
  method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', token: 'no',
  input: empty, answer: s.sessionAnswer,
});

/** 5 */
export const trialAccount = defineCall({
  method: 'GET', path: '/wps/member/trial', moduleId: 'TRIAL3', token: 'no', trialMerchant: true,
  input: empty, answer: s.sessionAnswer,
});

/** 6 */
export const captcha = defineCall({
  method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', token: 'no',
  input: empty, answer: z.string().startsWith('data:image/'),
});

/** 9 */
export const memberInfo = defineCall({
  method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', token: 'yes',
  input: empty, answer: s.memberInfo,
});

/** 10 */
export const walletBalance = defineCall({
  method: 'GET', path: '/wps/wallets/balance', moduleId: 'FUNDTRANS3', token: 'yes',
  input: empty, answer: s.wallet,
});

/** 12 */
export const systemStatus = defineCall({
  method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', token: 'no',
  input: empty, answer: s.systemStatus,
});

/** 13 */
export const whitelabel = defineCall({
  method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', token: 'no',
  input: empty, answer: s.flagMap,
});

/** 14 */
export const consolidatedSettings = defineCall({
  method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', token: 'no',
  input: empty, answer: s.consolidatedSettings,
});

/** 15 */
export const registerSettings = defineCall({
  method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3', token: 'no',
  input: empty, answer: z.array(s.registerFieldSetting),
});

/** 16 */
export const countries = defineCall({
  method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', token: 'no',
  input: empty, answer: z.array(s.country),
});

/** 103: alike for every visitor of one language (the `Language` header is part of the shared answer's key). */
export const userAgreement = defineCall({
  method: 'GET', path: '/wps/system/agreement', moduleId: 'COMM3', token: 'no', shared: true,
  input: empty, answer: s.agreement,
});

/** 18 */
export const loginSmsCode = defineCall({
  method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'COMM3', token: 'no',
  input: z.object({
    mobileNum: z.string().regex(/^\d{4,20}$/),
    countryDialingCode: z.string().regex(/^\d{1,4}$/),
  }),
  answer: s.expiration,
});

/** 23 */
export const announcements = defineCall({
  method: 'GET', path: '/wps/announcements', moduleId: 'COMM3', token: 'opt', shared: true,
  input: z.object({
    types: z.string().regex(/^(B|PL|PU|H|PR|A)(,(B|PL|PU|H|PR|A))*$/),
    groupName: z.string().regex(/^[a-z_]{1,32}$/).optional(),
  }),
  answer: s.announcementGroups,
  prepare: (input, context) => ({ ...input, platform: 'M', merchantCode: context.merchantCode }),
});

/** 29 */
export const gameList = defineCall({
  method: 'GET', path: '/lgw/games/mobile', moduleId: 'GAMELO3', token: 'opt', shared: true,
  input: z.object({
    gameName: z.string().trim().max(64).optional(),
    gameType: z.string().regex(/^[A-Z_]{1,16}$/).optional(),
    isNew: z.enum(['1', '']).optional(),
    gameClassify: z.string().max(32).optional(),
    pageNo: z.coerce.number().int().min(1).max(1000).default(1),
    vassalage: z.string().regex(/^[A-Z0-9_]{1,32}$/).optional(),
  }),
  answer: s.gamePage,
  prepare: (input, context) => ({
    ...input,
    merchant: context.merchantCode,
    clientType: 2,
    platform: 'html5',
    pageSize: PAGE_SIZE,
    language: context.language,
  }),
});

/** 30 */
export const hotGames = defineCall({
  method: 'GET', path: '/lgw/games/hot', moduleId: 'GAMELOHOT3', token: 'no', shared: true,
  input: empty, answer: s.hotGames,
  prepare: (_input, context) => ({
    isPlatform: 2, language: context.language, platform: 'html5', merchantCode: context.merchantCode,
  }),
});

/** 31 */
export const vendorTypes = defineCall({
  method: 'GET', path: '/lgw/games/vendorTypes', moduleId: 'GAMELO3', token: 'no', shared: true,
  input: empty, answer: z.object({ content: z.array(s.vendorCategory) }),
  prepare: (_input, context) => ({ typeId: 1, merchantCode: context.merchantCode }),
});

/** 41 */
export const launchGame = defineCall({
  method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', token: 'yes',
  input: z.object({
    gameCategory: z.string().regex(/^[A-Z_]{1,16}$/),
    vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/),
    gameId: id,
    nodeId: id,
    showChoice: z.boolean().default(true),
  }),
  answer: s.gameUrl,
});

const mobileNum = z.string().regex(/^\d{6,20}$/);
const dialingCode = z.string().regex(/^\d{1,4}$/);
const secret = z.string().min(1).max(64);

/** 7 and 8: the registration payload of SPEC §3 (type is always 0). */
const registration = z.object({
  username: z.string().max(32).optional(),
  password: secret,
  confirmPassword: secret,
  captcha: z.string().max(16).optional(),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']),
  registerUrl: z.string().max(256),
  domain: z.string().max(256),
  mobileNum: mobileNum.optional(),
  countryDialingCode: dialingCode.optional(),
  verificationCode: z.string().max(10).optional(),
  affiliateCode: z.string().max(32).optional(),
  paymentPassword: z.string().max(64).optional(),
  recommenderId: z.string().max(32).optional(),
  nickname: z.string().max(64).optional(),
  payeeName: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  idNumber: z.string().max(32).optional(),
  qqNum: z.string().max(32).optional(),
  facebook: z.string().max(128).optional(),
  wechat: z.string().max(64).optional(),
  line: z.string().max(64).optional(),
  whatsapp: z.string().max(64).optional(),
  zalo: z.string().max(64).optional(),
});

export const register = defineCall({
  method: 'PUT', path: '/wps/member/register', moduleId: 'REGISTER_REE3', token: 'no', encrypted: true,
  input: registration, answer: s.sessionAnswer,
  prepare: (input) => ({ ...input, type: 0 }),
});

export const registerByMobile = defineCall({
  method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'REGISTER_REE3', token: 'no', encrypted: true,
  input: registration, answer: s.sessionAnswer,
  prepare: (input) => ({ ...input, type: 0 }),
});

/** 19 */
export const passwordResetSms = defineCall({
  method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', token: 'no',
  input: z.object({ mobileNum, countryDialingCode: dialingCode }), answer: s.expiration,
});

/** 20 */
export const passwordByPhone = defineCall({
  method: 'POST', path: '/wps/member/password/phone', moduleId: 'CHNGPASSVERIF3', token: 'no', encrypted: true,
  input: z.object({
    newPassword: secret, mobileNum, verificationCode: z.string().max(10), firebaseIdToken: z.string().max(4096).optional(),
  }),
  answer: z.unknown(),
});

/** 21 */
export const passwordByEmail = defineCall({
  method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', token: 'no', form: true,
  input: z.object({ username: z.string().trim().min(1).max(32), email: z.string().trim().min(3).max(254) }),
  answer: z.unknown(),
});

/** 22 */
export const passwordChange = defineCall({
  method: 'POST', path: '/wps/member/password/change', moduleId: 'COMM3', token: 'yes',
  input: z.object({ oldPassword: secret, newPassword: secret, confirmNewPassword: secret }),
  answer: z.unknown(),
});

/** 25 */
export const affiliateCheck = defineCall({
  method: 'GET', path: '/wps/affiliate/check', moduleId: 'AFFMAN3', token: 'no',
  input: z.object({ code: z.string().trim().min(1).max(32), domain: z.string().max(256) }),
  answer: z.unknown(),
});

const nodeId = id;
const vendor = z.string().regex(/^[A-Z0-9_]{1,32}$/);

/** 32 */
export const vendorLobbies = defineCall({
  method: 'GET', path: '/lgw/games/vassalage', moduleId: 'GAMELO3', token: 'no',
  input: empty, answer: z.array(s.vendorLobby),
  prepare: (_input, context) => ({ merchantCode: context.merchantCode }),
});

/** 33 */
export const favouriteIds = defineCall({
  method: 'GET', path: '/lgw/games/favourite/ids', moduleId: 'GAMELOFAV3', token: 'yes',
  input: empty, answer: z.array(z.coerce.string()),
});

/** 34 */
export const favouriteGames = defineCall({
  method: 'GET', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes',
  input: z.object({ pageNo: z.coerce.number().int().min(1).max(1000).default(1) }),
  answer: s.favouritePage,
  prepare: (input, context) => ({ ...input, pageSize: PAGE_SIZE, language: context.language }),
});

/** 35 */
export const favouriteAdd = defineCall({
  method: 'POST', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes',
  input: z.object({ nodeId, vendor }), answer: z.unknown(),
});

/** 36 */
export const favouriteRemove = defineCall({
  method: 'DELETE', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes',
  input: z.object({ nodeId, vendor }), answer: z.unknown(),
});

/** 37 */
export const recentAdd = defineCall({
  method: 'POST', path: '/lgw/games/recent', moduleId: 'GAMELOREC3', token: 'yes',
  input: z.object({ nodeId }), answer: z.unknown(),
});

/** 38 */
export const recentGames = defineCall({
  method: 'GET', path: '/lgw/games/recent', moduleId: 'GAMELOREC3', token: 'yes',
  input: z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    gameType: z.string().regex(/^[A-Z_]{1,16}$/).optional(),
    vendor: vendor.optional(),
  }),
  answer: s.recentPage,
  prepare: (input, context) => ({ ...input, pageSize: PAGE_SIZE, language: context.language, clientType: 2 }),
});

/** 40 */
export const lotteryLaunch = defineCall({
  method: 'POST', path: '/lgw/lottery/launch', moduleId: 'GAMELO3', token: 'yes',
  input: z.object({
    lottoPrizeMode: z.string().regex(/^[A-Za-z]{1,16}$/),
    lottoGameCode: z.string().regex(/^[A-Za-z0-9_]{1,32}$/).optional(),
    backUrl: z.string().max(512),
  }),
  answer: s.gameUrl,
  prepare: (input, context) => ({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: input.lottoPrizeMode,
    lottoGameCode: input.lottoGameCode ?? '',
    lottoView: input.lottoGameCode ? 'betting' : 'lobby',
    device: 'MOBILE',
    backUrl: input.backUrl,
    language: context.language,
  }),
});

/** 42 */
export const launchGameTrial = defineCall({
  method: 'POST', path: '/wps/game/launchGame/trial', moduleId: 'GAMELO3', token: 'no',
  input: z.object({ gameCategory: z.string().regex(/^[A-Z_]{1,16}$/), vendor, gameId: id, nodeId }),
  answer: s.gameUrl,
});

/** 11 */
export const merchantWallet = defineCall({
  method: 'GET', path: '/wps/wallets/merchant', moduleId: 'FUNDTRANS3', token: 'yes',
  input: empty, answer: s.merchantWallet,
});

/** 26: SPEC §7 inbox unread count (a number). */
export const inboxUnread = defineCall({
  method: 'GET', path: '/wps/inbox/unread', moduleId: 'INBOX3', token: 'yes',
  input: empty, answer: z.coerce.number().int().min(0),
});

/** 28: SPEC §4 contract check on the home load. */
export const memberContracts = defineCall({
  method: 'GET', path: '/wps/member/contracts', moduleId: 'COMM3', token: 'yes',
  input: empty, answer: s.memberContracts,
});

/** 39: SPEC §7 lottery menu (prizeMode ELOTT, device MOBILE, language): groups with their games and countdowns. */
export const lotteryMenu = defineCall({
  method: 'GET', path: '/lgw/lottery/menu', moduleId: 'GAMELO3', token: 'no',
  input: empty, answer: s.lotteryMenu,
  prepare: (_input, context) => ({ prizeMode: 'ELOTT', device: 'MOBILE', language: context.language }),
});

/** 24: SPEC §4/§7 announcement mark-as-read (announcementId, read true). */
export const announcementRead = defineCall({
  method: 'POST', path: '/wps/announcements/read', moduleId: 'COMM3', token: 'yes',
  input: z.object({ announcementId: id, read: z.literal(true).default(true) }),
  answer: z.unknown(),
});

/** 50: SPEC §6 the member's inbox, 26 messages a page (INBOX3). */
export const inboxMessages = defineCall({
  method: 'GET', path: '/wps/inbox', moduleId: 'INBOX3', token: 'yes',
  input: z.object({ pageNo: z.coerce.number().int().min(1).max(1000).default(1) }),
  answer: s.inboxPage,
  prepare: (input) => ({ ...input, pageSize: PAGE_SIZE }),
});

/** 51: marks one inbox message read. */
export const inboxRead = defineCall({
  method: 'POST', path: '/wps/inbox/read', moduleId: 'INBOX3', token: 'yes',
  input: z.object({ id }), answer: z.unknown(),
});

/** 43: the member centre's promotion conditions (SPEC §2 MISSION, REFERRAL) and the member's referral code. */
export const availablePromotions = defineCall({
  method: 'GET', path: '/wps/promotions/available', moduleId: 'REWCEN3', token: 'yes',
  input: empty, answer: s.availablePromotions,
});

/** 27: SPEC §7 team KPI (AGEINFO3) for one day range; the agent home reads its footer. */
export const teamKpi = defineCall({
  method: 'GET', path: '/wps/agent/team/kpi', moduleId: 'AGEINFO3', token: 'yes',
  input: z.object({ startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  answer: s.teamKpi,
  prepare: (input) => ({ ...input, size: 0 }),
});

const contractAnswer = z.object({ accept: z.boolean() });

/** 44: SPEC §7 daily salary contract request (DAILYSALCONT3). */
export const salaryContract = defineCall({
  method: 'GET', path: '/wps/agent/contract/salary', moduleId: 'DAILYSALCONT3', token: 'yes',
  input: empty, answer: s.contractOffer,
});

/** 45: SPEC §7 process the daily salary contract (accept or decline). */
export const answerSalaryContract = defineCall({
  method: 'POST', path: '/wps/agent/contract/salary', moduleId: 'DAILYSALCONT3', token: 'yes',
  input: contractAnswer, answer: z.unknown(),
});

/** 46: SPEC §7 dividend contract request. */
export const dividendContract = defineCall({
  method: 'GET', path: '/wps/agent/contract/dividend', moduleId: 'DIVCONT3', token: 'yes',
  input: empty, answer: s.contractOffer,
});

/** 47 */
export const answerDividendContract = defineCall({
  method: 'POST', path: '/wps/agent/contract/dividend', moduleId: 'DIVCONT3', token: 'yes',
  input: contractAnswer, answer: z.unknown(),
});

/** 48: SPEC §7 hourly salary (HOURSAL3). */
export const hourlyContract = defineCall({
  method: 'GET', path: '/wps/agent/contract/hourly', moduleId: 'HOURSAL3', token: 'yes',
  input: empty, answer: s.contractOffer,
});

/** 49 */
export const answerHourlyContract = defineCall({
  method: 'POST', path: '/wps/agent/contract/hourly', moduleId: 'HOURSAL3', token: 'yes',
  input: contractAnswer, answer: z.unknown(),
});

const depositAmount = z.number().positive().max(1e9).multipleOf(0.01);
const promoId = id.optional();

/** 52: deposit screen, wallet types, methods with limits and presets, promos, the member's pending deposits. */
export const depositMethods = defineCall({
  method: 'GET', path: '/wps/deposit/methods', moduleId: 'DEPOSIT', token: 'yes',
  input: empty, answer: s.depositOptions,
});

/** 53: a manual deposit's receipt image (PNG or JPEG, at most 5 MB), sent by the server action only. */
export const depositReceipt = defineCall({
  method: 'POST', path: '/wps/deposit/receipt', moduleId: 'DEPOSIT', token: 'yes',
  input: z.object({
    fileName: z.string().min(1).max(255),
    contentType: z.enum(['image/png', 'image/jpeg']),
    data: z.string().max(7 * 1024 * 1024),
  }),
  answer: z.object({ receiptId: z.string().min(1) }),
});

/** 54: a manual bank deposit, PENDING until the platform approves it. */
export const depositManual = defineCall({
  method: 'POST', path: '/wps/deposit/manual', moduleId: 'DEPOSIT', token: 'yes',
  input: z.object({
    methodId: id, walletCode: id, amount: depositAmount, depositorName: z.string().trim().min(2).max(64), receiptId: id, promoId,
  }),
  answer: s.deposit,
});

/** 55: a payment-gateway deposit; the browser is sent to the answer's payUrl. */
export const depositGateway = defineCall({
  method: 'POST', path: '/wps/deposit/gateway', moduleId: 'DEPOSIT', token: 'yes',
  input: z.object({ methodId: id, walletCode: id, amount: depositAmount, promoId }),
  answer: s.gatewayDeposit,
});

/** 56: the withdraw screen's balance, limits, turnover, payee name and bound cards. */
export const withdrawInfo = defineCall({
  method: 'GET', path: '/wps/transaction/withdraw/info', moduleId: 'FUNDTRANS3', token: 'yes',
  input: empty, answer: s.withdrawInfo,
});

/** 57: banks a card may be bound at. */
export const bankList = defineCall({
  method: 'GET', path: '/wps/bank/list', moduleId: 'FUNDTRANS3', token: 'yes',
  input: empty, answer: z.array(s.bank),
});

/** 58: binds a card; the payee name is sent only while the account has none (it is saved once). */
export const addBankCard = defineCall({
  method: 'POST', path: '/wps/bank/card', moduleId: 'FUNDTRANS3', token: 'yes',
  input: z.object({
    bankCode: z.string().regex(/^[A-Z0-9_]{1,16}$/),
    cardNo: z.string().regex(/^\d{10,19}$/),
    payeeName: z.string().trim().min(2).max(50).optional(),
  }),
  answer: s.bankCard,
});

/** 59: SPEC §7 /wps/transaction/withdraw; encrypted, as it carries the payment password. */
export const withdraw = defineCall({
  method: 'POST', path: '/wps/transaction/withdraw', moduleId: 'FUNDTRANS3', token: 'yes', encrypted: true,
  input: z.object({
    cardId: id,
    amount: z.number().positive().max(1e9),
    paymentPassword: z.string().regex(/^\d{6}$/),
  }),
  answer: s.withdrawal,
});

const merchantDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** What every money report takes: a merchant date range and a page (26 rows each, SPEC §9). */
const reportRange = {
  startDate: merchantDay,
  endDate: merchantDay,
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
};
const reportPaging = (input: object) => ({ ...input, pageSize: PAGE_SIZE });
const statusFilter = z.enum(['', ...s.orderStatuses]).default('');

/** 60: deposit report (DEPRECM3), newest first with totals. */
export const depositReport = defineCall({
  method: 'GET', path: '/wps/report/deposit', moduleId: 'DEPRECM3', token: 'yes',
  input: z.object({ ...reportRange, status: statusFilter }), answer: s.depositReport, prepare: reportPaging,
});

/** 61: withdraw report (WITHREC3). */
export const withdrawReport = defineCall({
  method: 'GET', path: '/wps/report/withdraw', moduleId: 'WITHREC3', token: 'yes',
  input: z.object({ ...reportRange, status: statusFilter }), answer: s.withdrawReport, prepare: reportPaging,
});

/** 62: transaction record (MEMTRANS3); `types` 'A' is the agent's record (agents only). */
export const transactionReport = defineCall({
  method: 'GET', path: '/wps/report/transactions', moduleId: 'MEMTRANS3', token: 'yes',
  input: z.object({ ...reportRange, transType: z.enum(['', ...s.transactionTypes]).default(''), types: z.enum(['', 'A']).default('') }),
  answer: s.transactionReport, prepare: reportPaging,
});

/** 63: betting record (TRANSBETREPMEM3). */
export const betReport = defineCall({
  method: 'GET', path: '/wps/report/bets', moduleId: 'TRANSBETREPMEM3', token: 'yes',
  input: z.object({ ...reportRange, gameCategory: z.enum(['', ...s.gameCategories]).default('') }),
  answer: s.betReport, prepare: reportPaging,
});

/** 64: profit and loss per merchant day (PERSPNL3). */
export const pnlReport = defineCall({
  method: 'GET', path: '/wps/report/pnl', moduleId: 'PERSPNL3', token: 'yes',
  input: z.object(reportRange), answer: s.pnlReport, prepare: reportPaging,
});

// Promo: activities, reward centre, leaderboard (rows 65-71)
// (imported here, not at the top, so this part stays one appended block; imports are hoisted either way)
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX } from '@/lib/uploads/activityRules';

/** 65: SPEC §2 /m/activity; visitors see the list without application status. */
export const activityList = defineCall({
  method: 'GET', path: '/wps/activity', moduleId: 'ACTIVITY3', token: 'opt',
  input: z.object({ pageNo: z.coerce.number().int().min(1).max(1000).default(1) }),
  answer: s.activityPage, prepare: (input) => ({ ...input, pageSize: 50 }),
});

/** 66: SPEC §2 /m/activityInfo, with the member's applications. */
export const activityDetail = defineCall({
  method: 'GET', path: '/wps/activity/detail', moduleId: 'ACTIVITY3', token: 'opt',
  input: z.object({ id }), answer: s.activityDetail,
});

/** 67: SPEC §5 activity upload, one PNG/JPEG of at most 5 MB; the BFF's upload door sends it (multipart in). */
export const activityImage = defineCall({
  method: 'POST', path: '/wps/activity/image', moduleId: 'ACTIVITY3', token: 'yes',
  input: z.object({
    fileName: z.string().min(1).max(255),
    contentType: z.enum(['image/png', 'image/jpeg']),
    data: z.string().max(7 * 1024 * 1024),
  }),
  answer: z.object({ imageId: id }),
});

/** 68: an application (APPLY: the activity alone; UPLOAD: comment and the row-67 image ids). */
export const activityApply = defineCall({
  method: 'POST', path: '/wps/activity/apply', moduleId: 'ACTIVITY3', token: 'yes',
  input: z.object({
    activityId: z.coerce.number().int().positive(),
    comment: z.string().max(ACTIVITY_COMMENT_MAX).default(''),
    imageIds: z.array(id).max(ACTIVITY_IMAGES_MAX).default([]),
  }),
  answer: s.activityApplication,
});

/** 69: SPEC §7 REWCEN3, the member's rewards. */
export const rewardList = defineCall({
  method: 'GET', path: '/wps/rewards', moduleId: 'REWCEN3', token: 'yes',
  input: empty, answer: s.rewardList,
});

/** 70: claims one reward; the answer carries the new balance. */
export const rewardClaim = defineCall({
  method: 'POST', path: '/wps/rewards/claim', moduleId: 'REWCEN3', token: 'yes',
  input: z.object({ id }), answer: s.claimedReward,
});

/** 71: SPEC §2 /m/leaderBoard. */
export const leaderboard = defineCall({
  method: 'GET', path: '/wps/leaderboard', moduleId: 'LEADERBOARD3', token: 'opt',
  input: z.object({ period: z.enum(s.leaderboardPeriods).default('DAY') }), answer: s.leaderboard,
});

// Security

const paymentPassword = z.string().regex(/^\d{6}$/);

/** 80: the security centre's first view (SECPRIV). */
export const securityInfo = defineCall({
  method: 'GET', path: '/wps/member/security', moduleId: 'SECPRIV', token: 'yes',
  input: empty, answer: s.securityInfo,
});

/** 81: sets the payment password, or changes it (the old one then required); encrypted, as row 59. */
export const savePaymentPassword = defineCall({
  method: 'POST', path: '/wps/member/paymentPassword', moduleId: 'SECPRIV', token: 'yes', encrypted: true,
  input: z.object({
    oldPaymentPassword: paymentPassword.optional(),
    newPaymentPassword: paymentPassword,
    confirmPaymentPassword: paymentPassword,
  }),
  answer: z.unknown(),
});

/** 82: the questions a member may pick. */
export const securityQuestions = defineCall({
  method: 'GET', path: '/wps/member/securityQuestions', moduleId: 'SECPRIV', token: 'yes',
  input: empty, answer: z.array(s.securityQuestion),
});

/** 83: sets the security question; encrypted, as it carries the answer and the login password. */
export const saveSecurityQuestion = defineCall({
  method: 'POST', path: '/wps/member/securityQuestion', moduleId: 'SECPRIV', token: 'yes', encrypted: true,
  input: z.object({ questionId: id, answer: z.string().trim().min(1).max(50), password: secret }),
  answer: z.unknown(),
});

/** 84 */
export const saveEmail = defineCall({
  method: 'POST', path: '/wps/member/email', moduleId: 'SECPRIV', token: 'yes',
  input: z.object({ email: z.string().trim().min(3).max(254) }),
  answer: z.unknown(),
});

/** 85: saved once. */
export const savePayeeName = defineCall({
  method: 'POST', path: '/wps/member/payeeName', moduleId: 'SECPRIV', token: 'yes',
  input: z.object({ payeeName: z.string().trim().min(2).max(50) }),
  answer: z.unknown(),
});

/** 86: saved once; UNDER_AGE names the age the merchant requires. */
export const saveBirthday = defineCall({
  method: 'POST', path: '/wps/member/birthday', moduleId: 'SECPRIV', token: 'yes',
  input: z.object({ birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  answer: z.unknown(),
});

// Money: transfer to the upline and rebates (rows 87-91)

/** 87: SPEC §6 superior transfer: the upline, the MAIN balance and limits (only for toUpline members not of type 2). */
export const uplineTransferInfo = defineCall({
  method: 'GET', path: '/wps/transfer/upline', moduleId: 'AGETRANSFERUP3', token: 'yes',
  input: empty, answer: s.uplineTransferInfo,
});

/** 88: transfer to the upline; encrypted, as it carries the payment password. */
export const uplineTransfer = defineCall({
  method: 'POST', path: '/wps/transfer/upline', moduleId: 'AGETRANSFERUP3', token: 'yes', encrypted: true,
  input: z.object({ amount: z.number().positive().max(1e9).multipleOf(0.01), paymentPassword: z.string().regex(/^\d{6}$/) }),
  answer: s.uplineTransfer,
});

/** 89: the manual rebate due per game category since the last rebate (MANPLAYREB3). */
export const manualRebateInfo = defineCall({
  method: 'GET', path: '/wps/rebate/manual', moduleId: 'MANPLAYREB3', token: 'yes',
  input: empty, answer: s.manualRebateInfo,
});

/** 90: claims the manual rebate into the main wallet. */
export const claimManualRebate = defineCall({
  method: 'POST', path: '/wps/rebate/manual', moduleId: 'MANPLAYREB3', token: 'yes',
  input: empty, answer: s.manualRebateClaim,
});

/** 91: rebate report (PLYRBT), the report frame of rows 60-64. */
export const rebateReport = defineCall({
  method: 'GET', path: '/wps/report/rebate', moduleId: 'PLYRBT', token: 'yes',
  input: z.object({ ...reportRange, type: z.enum(['', ...s.rebateTypes]).default('') }), answer: s.rebateReport, prepare: reportPaging,
});

// Account
/** 72: deletes inbox messages (ids as a comma list); all of them or none. */
export const inboxDelete = defineCall({
  method: 'DELETE', path: '/wps/inbox', moduleId: 'INBOX3', token: 'yes',
  input: z.object({ ids: z.array(id).min(1).max(100) }),
  answer: z.unknown(),
  prepare: (input) => ({ ids: input.ids.join(',') }),
});

/** 73: personal info for /m/myAccount/index. */
export const memberProfile = defineCall({
  method: 'GET', path: '/wps/member/profile', moduleId: 'COMM3', token: 'yes',
  input: empty, answer: s.memberProfile,
});

/** 74: SPEC §7 nickname edit; the platform words the rule (features/myAccount/logic/nicknameSchema.ts mirrors it). */
export const setNickname = defineCall({
  method: 'PUT', path: '/wps/member/nickname', moduleId: 'COMM3', token: 'yes',
  input: z.object({ nickname: z.string().trim().min(1).max(64) }), answer: z.unknown(),
});

/** 75: SPEC §7 head icon (PROFPIC3); null while the member has none. */
export const headIcon = defineCall({
  method: 'GET', path: '/wps/member/headIcon', moduleId: 'PROFPIC3', token: 'yes',
  input: empty, answer: s.headIcon.nullable(),
});

/** 76: uploads a head icon (sent only by the server action, never through the 64 KiB /wps door). */
export const uploadHeadIcon = defineCall({
  method: 'POST', path: '/wps/member/headIcon', moduleId: 'PROFPIC3', token: 'yes',
  input: z.object({
    fileName: z.string().min(1).max(255),
    contentType: z.enum(['image/png', 'image/jpeg']),
    data: z.string().max(7 * 1024 * 1024),
  }),
  answer: s.headIcon,
});

/** 77: SPEC §7 club benefits (MEMCLUB3). */
export const memberClub = defineCall({
  method: 'GET', path: '/wps/member/club', moduleId: 'MEMCLUB3', token: 'yes',
  input: empty, answer: s.memberClub,
});

/** 78: SPEC §5 feedback (FEEDBACK3); remark 1-140 characters. */
export const sendFeedback = defineCall({
  method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', token: 'yes',
  input: z.object({ type: z.enum(s.feedbackTypes), remark: z.string().trim().min(1).max(140) }),
  answer: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
});

/** 79: invite friends' code, link and figures (REWCEN3). */
export const referralStats = defineCall({
  method: 'GET', path: '/wps/referral/stats', moduleId: 'REWCEN3', token: 'yes',
  input: empty, answer: s.referralStats,
});

// Team: team overview, downline list, open a downline account (rows 92-94)

/** 92: team figures over the whole team per merchant day (AGEPAG screen). */
export const teamOverview = defineCall({
  method: 'GET', path: '/wps/agent/team/overview', moduleId: 'AGEINFO3', token: 'yes',
  input: z.object({ startDate: merchantDay, endDate: merchantDay }), answer: s.teamOverview,
});

/** 93: one level of the downline (parent '' = the agent) or an account search over the whole team; 26 a page. */
export const downlineList = defineCall({
  method: 'GET', path: '/wps/agent/downline', moduleId: 'AGEDOWNMAN3', token: 'yes',
  input: z.object({
    parent: z.string().regex(/^[A-Za-z0-9_]{0,32}$/).default(''),
    account: z.string().regex(/^[A-Za-z0-9_]{0,32}$/).default(''),
    pageNo: z.number().int().min(1).default(1),
  }),
  answer: s.downlineList,
  prepare: reportPaging,
});

/** 94: opens a member or agent account under the agent; encrypted, as it carries the login password. */
export const openDownline = defineCall({
  method: 'POST', path: '/wps/agent/downline', moduleId: 'AGEDOWNMAN3', token: 'yes', encrypted: true,
  input: z.object({
    username: z.string().regex(/^[A-Za-z][A-Za-z0-9]{5,15}$/),
    password: z.string().min(8).max(20),
    type: z.union([z.literal(0), z.literal(1)]),
    rebateRate: z.number().min(0).max(100).multipleOf(0.1),
  }),
  answer: s.openedDownline,
});

// Team reports: team reports (rows 95-97), the report frame of rows 60-64
/** The member filter: part of an account name ('' = the whole team). */
const teamAccount = z.string().trim().max(32).default('');
/** Rows 95 and 96: one game category, '' = all. */
const teamGameCategory = z.enum(['', ...s.gameCategories]).default('');

/** 95: team profit and loss per member (AGETEAMPNL3). */
export const teamPnlReport = defineCall({
  method: 'GET', path: '/wps/agent/report/pnl', moduleId: 'AGETEAMPNL3', token: 'yes',
  input: z.object({ ...reportRange, account: teamAccount, gameCategory: teamGameCategory }),
  answer: s.teamPnlReport, prepare: reportPaging,
});

/** 96: the team's bets (TEAMBETTING3). */
export const teamBetReport = defineCall({
  method: 'GET', path: '/wps/agent/report/bets', moduleId: 'TEAMBETTING3', token: 'yes',
  input: z.object({ ...reportRange, account: teamAccount, gameCategory: teamGameCategory }),
  answer: s.teamBetReport, prepare: reportPaging,
});

/** 97: the agent's rebate income (AGEREBINC3). */
export const teamRebateReport = defineCall({
  method: 'GET', path: '/wps/agent/report/rebate', moduleId: 'AGEREBINC3', token: 'yes',
  input: z.object({ ...reportRange, account: teamAccount }), answer: s.teamRebateReport, prepare: reportPaging,
});

// Agent money: transfer to several downlines (rows 98, 102)

/** 102: what /m/redRain first shows: balance, per-downline limits, the direct downline. */
export const downlineTransferInfo = defineCall({
  method: 'GET', path: '/wps/agent/transfer/downlines', moduleId: 'AGENTRANSMULTDOWN3', token: 'yes',
  input: empty, answer: s.downlineTransferInfo,
});

/** 98: one transfer to up to 20 direct downlines; encrypted, as it carries the payment password. */
export const downlineTransfer = defineCall({
  method: 'POST', path: '/wps/agent/transfer/downlines', moduleId: 'AGENTRANSMULTDOWN3', token: 'yes', encrypted: true,
  input: z.object({
    transfers: z.array(z.object({ userName: z.string().min(1).max(50), amount: z.number().positive().max(1e9).multipleOf(0.01) })).min(1).max(20),
    paymentPassword: z.string().regex(/^\d{6}$/),
  }),
  answer: s.downlineTransfer,
});

// Agent money: downline rebate settings (rows 99-100)

/** 99: the agent's own rebate rates and a direct downline's (default: the first). */
export const rebateSettings = defineCall({
  method: 'GET', path: '/wps/agent/rebate/settings', moduleId: 'GAMSER', token: 'yes',
  input: z.object({ userName: z.string().max(50).optional() }), answer: s.rebateSettings,
});

/** 100: a direct downline's rates, every category at once; REBATE_ABOVE_OWN names the category and limit. */
export const saveRebateSettings = defineCall({
  method: 'POST', path: '/wps/agent/rebate/settings', moduleId: 'GAMSER', token: 'yes',
  input: z.object({ userName: z.string().min(1).max(50), rates: z.record(z.string(), z.number().min(0).max(100).multipleOf(0.01)) }),
  answer: z.unknown(),
});

// Agent money: dividend records (row 101)

/** 101: the agent's current dividend contract and its dividend records, newest first. */
export const dividendRecords = defineCall({
  method: 'GET', path: '/wps/agent/dividend', moduleId: 'DIVCONT3', token: 'yes',
  input: z.object({ pageNo: z.number().int().min(1).max(10000), pageSize: z.number().int().min(1).max(100) }), answer: s.dividendRecords,
});
