import { describe, expect, it } from 'vitest';
import * as calls from '@/lib/platform/calls';
import type { PlatformCall } from '@/lib/platform/defineCall';
import { callPlatform } from '@/lib/platform/platformClient';
import { useSim } from '../support/simServer';
import type { SimJson } from './simClient';

/**
 * Every call the product declares (lib/platform/calls.ts) sent to the simulator with valid input through the
 * product's own client, so each answer is read by the product's answer schema for that call (a drift between the
 * two fails here as BAD_ANSWER, a refusal as its code). Calls run signed in as a seeded account where the
 * contract row needs a token.
 */
const sim = useSim();

type Calls = typeof calls;
type CallName = { [K in keyof Calls]: Calls[K] extends PlatformCall ? K : never }[keyof Calls];

const DEMO = ['demo01', 'Demo1234'] as const;
const AGENT = ['agent01', 'Agent1234'] as const;
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const image = { fileName: 'slip.png', contentType: 'image/png' as const, data: PNG_BASE64 };
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const range = { startDate: monthAgo, endDate: today };

interface Context {
  token?: string;
  /** Another product call, signed in as the case's account. */
  ask<Name extends CallName>(name: Name, input: unknown): Promise<SimJson>;
  control(path: string, body?: unknown): Promise<SimJson>;
}

interface Case {
  /** The seeded account the call is made as. */
  as?: readonly [string, string];
  input?: (context: Context) => unknown;
}

async function firstGame(context: Context, gameType?: string) {
  const page = await context.ask('gameList', gameType ? { gameType } : {});
  return page.games[0];
}

async function mobileCode(context: Context, mobileNum: string) {
  return (await context.control(`sms?mobileNum=${mobileNum}`)).code as string;
}

/** Valid input for every call; `satisfies` makes a newly declared call without a case a type error. */
const cases = {
  rsaKey: {},
  login: { input: () => ({ username: 'demo01', password: 'Demo1234', type: 'username' }) },
  socialLogin: {
    input: async ({ control }) => ({
      firebaseChannel: 'google',
      firebaseIdToken: (await control('idp/token', { provider: 'google', email: 'demo01@example.com' })).idToken,
    }),
  },
  logout: { as: DEMO },
  freePlayLogin: {},
  trialAccount: {},
  captcha: {},
  memberInfo: { as: DEMO },
  walletBalance: { as: DEMO },
  systemStatus: {},
  whitelabel: {},
  consolidatedSettings: {},
  registerSettings: {},
  countries: {},
  userAgreement: {},
  loginSmsCode: { input: () => ({ mobileNum: '987654321', countryDialingCode: '84' }) },
  announcements: { input: () => ({ types: 'B,PL,PU,H,PR,A' }) },
  gameList: { input: () => ({}) },
  hotGames: {},
  vendorTypes: {},
  launchGame: {
    as: DEMO,
    input: async (context) => {
      const game = await firstGame(context, 'RNG');
      return { gameCategory: game.gameType, vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId };
    },
  },
  register: {
    input: async ({ ask, control }) => {
      await ask('captcha', {});
      const { text } = await control('captcha');
      return {
        username: 'newmember1', password: 'Newpass123', confirmPassword: 'Newpass123', captcha: text,
        registerMethod: 'H5', registerUrl: 'http://localhost/m/register', domain: 'localhost',
      };
    },
  },
  registerByMobile: {
    input: async (context) => {
      await context.ask('loginSmsCode', { mobileNum: '987654321', countryDialingCode: '84' });
      return {
        password: 'Newpass123', confirmPassword: 'Newpass123', mobileNum: '987654321', countryDialingCode: '84',
        verificationCode: await mobileCode(context, '987654321'),
        registerMethod: 'H5', registerUrl: 'http://localhost/m/register', domain: 'localhost',
      };
    },
  },
  passwordResetSms: { input: () => ({ mobileNum: '912345678', countryDialingCode: '84' }) },
  passwordByPhone: {
    input: async (context) => {
      await context.ask('passwordResetSms', { mobileNum: '912345678', countryDialingCode: '84' });
      return { newPassword: 'Mobile5678', mobileNum: '912345678', verificationCode: await mobileCode(context, '912345678') };
    },
  },
  passwordByEmail: { input: () => ({ username: 'demo01', email: 'demo01@example.com' }) },
  passwordChange: { as: DEMO, input: () => ({ oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }) },
  affiliateCheck: { input: () => ({ code: 'AG8888', domain: 'localhost' }) },
  vendorLobbies: {},
  favouriteIds: { as: DEMO },
  favouriteGames: { as: DEMO, input: () => ({}) },
  favouriteAdd: {
    as: DEMO,
    input: async (context) => {
      const game = await firstGame(context);
      return { nodeId: game.nodeId, vendor: game.vassalage };
    },
  },
  favouriteRemove: { as: DEMO, input: () => ({ nodeId: '10002', vendor: 'PG' }) },
  recentAdd: { as: DEMO, input: async (context) => ({ nodeId: (await firstGame(context)).nodeId }) },
  recentGames: { as: DEMO, input: () => ({}) },
  lotteryLaunch: { as: DEMO, input: () => ({ lottoPrizeMode: 'ELOTT', backUrl: 'http://localhost/m/lottery' }) },
  launchGameTrial: {
    input: async (context) => {
      const game = await firstGame(context, 'SPORTS');
      return { gameCategory: game.gameType, vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId };
    },
  },
  merchantWallet: { as: DEMO },
  inboxUnread: { as: DEMO },
  memberContracts: { as: DEMO },
  lotteryMenu: {},
  announcementRead: {
    as: DEMO,
    input: async ({ ask }) => ({ announcementId: (await ask('announcements', { types: 'PL' })).playerNotices[0].id }),
  },
  inboxMessages: { as: DEMO, input: () => ({}) },
  inboxRead: { as: DEMO, input: async ({ ask }) => ({ id: (await ask('inboxMessages', {})).content[0].id }) },
  availablePromotions: { as: DEMO },
  teamKpi: { as: AGENT, input: () => range },
  salaryContract: { as: ['agent02', 'Agent1234'] },
  answerSalaryContract: { as: ['agent02', 'Agent1234'], input: () => ({ accept: true }) },
  dividendContract: { as: ['agent03', 'Agent1234'] },
  answerDividendContract: { as: ['agent03', 'Agent1234'], input: () => ({ accept: false }) },
  hourlyContract: { as: ['agent03', 'Agent1234'] },
  answerHourlyContract: { as: ['agent03', 'Agent1234'], input: () => ({ accept: true }) },
  depositMethods: { as: DEMO },
  depositReceipt: { as: DEMO, input: () => image },
  depositManual: {
    as: DEMO,
    input: async ({ ask }) => {
      const options = await ask('depositMethods', {});
      const method = options.methods.find((entry: { type: string }) => entry.type === 'MANUAL');
      const { receiptId } = await ask('depositReceipt', image);
      return { methodId: method.id, walletCode: 'MAIN', amount: method.min, depositorName: 'Nguyen Van An', receiptId };
    },
  },
  depositGateway: {
    as: DEMO,
    input: async ({ ask }) => {
      const options = await ask('depositMethods', {});
      const method = options.methods.find((entry: { type: string }) => entry.type === 'GATEWAY');
      return { methodId: method.id, walletCode: 'MAIN', amount: method.min };
    },
  },
  withdrawInfo: { as: DEMO },
  bankList: { as: DEMO },
  addBankCard: {
    as: DEMO,
    input: async ({ ask }) => ({ bankCode: (await ask('bankList', {}))[0].code, cardNo: '9704000011112222' }),
  },
  withdraw: {
    as: DEMO,
    input: async ({ ask }) => ({ cardId: (await ask('withdrawInfo', {})).cards[0].id, amount: 250.5, paymentPassword: '246810' }),
  },
  depositReport: { as: DEMO, input: () => range },
  withdrawReport: { as: DEMO, input: () => range },
  transactionReport: { as: DEMO, input: () => range },
  betReport: { as: DEMO, input: () => range },
  pnlReport: { as: DEMO, input: () => range },
  activityList: { input: () => ({}) },
  activityDetail: { as: DEMO, input: () => ({ id: 302 }) },
  activityImage: { as: DEMO, input: () => image },
  activityApply: {
    as: DEMO,
    input: async ({ ask }) => ({ activityId: 301, comment: 'My win', imageIds: [(await ask('activityImage', image)).imageId] }),
  },
  rewardList: { as: DEMO },
  rewardClaim: {
    as: DEMO,
    input: async ({ ask }) => {
      const rewards = await ask('rewardList', {});
      return { id: rewards.content.find((reward: { status: string }) => reward.status === 'CLAIMABLE').id };
    },
  },
  leaderboard: { input: () => ({}) },
  securityInfo: { as: DEMO },
  savePaymentPassword: {
    as: DEMO,
    input: () => ({ oldPaymentPassword: '246810', newPaymentPassword: '135246', confirmPaymentPassword: '135246' }),
  },
  securityQuestions: { as: DEMO },
  saveSecurityQuestion: {
    as: DEMO,
    input: async ({ ask }) => ({ questionId: (await ask('securityQuestions', {}))[0].id, answer: 'Hanoi', password: 'Demo1234' }),
  },
  saveEmail: { as: DEMO, input: () => ({ email: 'an.nguyen@example.com' }) },
  savePayeeName: { as: ['mobile01', 'Mobile1234'], input: () => ({ payeeName: 'PHAM VAN DUNG' }) },
  saveBirthday: { as: ['mobile01', 'Mobile1234'], input: () => ({ birthday: '1990-05-17' }) },
  uplineTransferInfo: { as: DEMO },
  uplineTransfer: { as: DEMO, input: () => ({ amount: 100, paymentPassword: '246810' }) },
  manualRebateInfo: { as: DEMO },
  claimManualRebate: { as: DEMO },
  rebateReport: { as: DEMO, input: () => range },
  inboxDelete: { as: DEMO, input: async ({ ask }) => ({ ids: [(await ask('inboxMessages', {})).content[0].id] }) },
  memberProfile: { as: DEMO },
  setNickname: { as: DEMO, input: () => ({ nickname: 'Lucky An' }) },
  headIcon: { as: DEMO },
  uploadHeadIcon: { as: DEMO, input: () => image },
  memberClub: { as: DEMO },
  sendFeedback: { as: DEMO, input: () => ({ type: 'SUGGESTION', remark: 'More lottery games, please' }) },
  referralStats: { as: DEMO },
  teamOverview: { as: AGENT, input: () => range },
  downlineList: { as: AGENT, input: () => ({}) },
  openDownline: { as: AGENT, input: () => ({ username: 'newagent7', password: 'Newpass123', type: 0, rebateRate: 0.5 }) },
  teamPnlReport: { as: AGENT, input: () => range },
  teamBetReport: { as: AGENT, input: () => range },
  teamRebateReport: { as: AGENT, input: () => range },
  downlineTransferInfo: { as: AGENT },
  downlineTransfer: {
    as: AGENT,
    input: async ({ ask }) => {
      const info = await ask('downlineTransferInfo', {});
      return { transfers: [{ userName: info.downlines[0].userName, amount: info.min }], paymentPassword: '135790' };
    },
  },
  rebateSettings: { as: AGENT, input: () => ({}) },
  saveRebateSettings: {
    as: AGENT,
    input: async ({ ask }) => {
      const settings = await ask('rebateSettings', {});
      return { userName: settings.userName, rates: settings.downline };
    },
  },
  dividendRecords: { as: AGENT, input: () => ({ pageNo: 1, pageSize: 10 }) },
} satisfies Record<CallName, Case> as Record<CallName, Case>;

const declared = Object.entries(calls as Record<string, unknown>).filter(
  (entry): entry is [CallName, PlatformCall] => typeof entry[1] === 'object' && entry[1] !== null && 'moduleId' in entry[1],
);

describe('every declared call answers what the product schema reads', () => {
  it('has a case for each call and no other', () => {
    expect(Object.keys(cases).sort()).toEqual(declared.map(([name]) => name).sort());
  });

  it.each(declared)('%s', async (name, call) => {
    const { as, input } = cases[name];
    const token = as ? (await callPlatform(calls.login, { username: as[0], password: as[1], type: 'username' })).token : undefined;
    const context: Context = {
      token,
      ask: (other, otherInput) => callPlatform(calls[other] as PlatformCall, otherInput, { token }),
      control: (path, body) => sim.control(path, body),
    };
    const answer = callPlatform(call, input ? await input(context) : {}, { token });
    await expect(answer.catch((error: unknown) => Promise.reject(JSON.stringify(error)))).resolves.toBeDefined();
  });
});
