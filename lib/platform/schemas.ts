import { z } from 'zod';

/** Entities of SPEC §3 as the platform answers them. Unknown fields are dropped on the way in. */

const text = z.string();
const optionalText = z.string().nullish().transform((value) => value ?? '');
const numberLike = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
/** Ids the platform sends as numbers or strings, kept as strings. */
const idText = z.union([z.string(), z.number()]).transform(String);

export const sessionAnswer = z.object({
  token: text.min(1),
  userName: text,
  customerType: z.coerce.number().int(),
  firstTimeLogin: z.boolean().optional().default(false),
  /** Seconds the token lives: the session cookie lives no longer. */
  expiresIn: z.number().int().positive().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const captchaRefusal = z.object({ captcha: z.string().optional() }).nullish();

/** A figure that is missing or not of its kind is dropped alone: the others still reach the refusal's text. */
const figure = <T extends z.ZodType>(kind: T) => kind.optional().catch(undefined);

/**
 * What any refusal's `value` may name that its text shows (lib/refusals/refusalTable.ts), whatever the call: the
 * limits and balances of the money rows (54-59, 88, 90, 98), the age of row 86, the remark limit of row 78, the
 * range of row 92, the rebate limits of rows 94 and 100, the downline of row 98, the field of rows 7 and 8, and the
 * tries left or the unlock time of a payment password or SMS code.
 */
export const refusalFigures = z.object({
  min: figure(numberLike),
  max: figure(numberLike),
  withdrawable: figure(numberLike),
  turnoverRequired: figure(numberLike),
  turnoverDone: figure(numberLike),
  balance: figure(numberLike),
  total: figure(numberLike),
  minClaim: figure(numberLike),
  maxRebate: figure(numberLike),
  minimumAge: figure(z.number().int().min(0).max(200)),
  maxDays: figure(z.number().int().min(0)),
  attemptsLeft: figure(z.number().int().min(0).max(1000)),
  unlockAt: figure(z.number().int().positive()),
  retryAfterSeconds: figure(z.number().int().min(0).max(86400)),
  userName: figure(text.max(64)),
  gameCategory: figure(text.max(32)),
  field: figure(text.max(64)),
});
export type RefusalFigures = z.infer<typeof refusalFigures>;

export const memberInfo = z.object({
  id: idText,
  account: text,
  nickname: optionalText,
  userName: text,
  type: z.coerce.number().int(),
  regDate: z.number(),
  clubLabel: z.object({ labelName: text }).nullish().transform((label) => label ?? null),
  toUpline: z.boolean().optional().default(false),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const wallet = z.object({
  currencySymbol: text,
  sumBalance: numberLike,
  wallets: z.array(z.object({ code: text, name: text, balance: numberLike })).optional().default([]),
});
export type Wallet = z.infer<typeof wallet>;

export const systemStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  serverTime: z.number().optional(),
});

export const flagMap = z.record(z.string(), z.boolean());

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** An identity provider configured for the merchant: where the browser signs in, and what its tokens must say. */
export const socialProviderConfig = z.object({
  provider: z.enum(socialProviders),
  clientId: text.min(1),
  issuer: text.min(1),
  authorizeUrl: z.url({ protocol: /^https?$/ }),
  jwksUri: z.url({ protocol: /^https?$/ }),
});
export type SocialProviderConfig = z.infer<typeof socialProviderConfig>;

export const consolidatedSettings = z.object({
  customerService: z
    .array(z.object({ csType: text, title: optionalText, type: z.coerce.string(), path: text }))
    .default([]),
  imageCDNs: z.array(z.url()).default([]),
  domainRoute: z.unknown().optional(),
  mobileTemplate: z.object({ mem_cen: z.coerce.string(), dep_func: z.coerce.string() }).partial().default({}),
  paths: z.record(z.string(), z.unknown()).default({}),
  register: z.record(z.string(), z.unknown()).default({}),
  resources: z.array(z.object({ resourceType: text, url: text })).default([]),
  whitelabel: flagMap.default({}),
  // The merchant's brand, read field by field with a neutral fallback (lib/brand), never failing the settings.
  brand: z.unknown().optional(),
  mainDomain: optionalText,
  location: z.unknown().optional(),
  maintenance: z.boolean().default(false),
  regionRestriction: z.boolean().default(false),
  trialFlag: z.coerce.number().default(0),
  // SPEC §3 client config: the merchant's default language and the languages it offers, as platform codes.
  language: optionalText,
  languages: z.array(z.string()).nullish(),
  // A provider this product does not know (or a half-configured one) is left out rather than failing the settings.
  socialLogin: z
    .array(z.unknown())
    .nullish()
    .transform((entries) => (entries ?? []).flatMap((entry) => {
      const parsed = socialProviderConfig.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    })),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettings>;

export const registerFieldSetting = z.object({
  name: text,
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: optionalText,
  message: optionalText,
});

export const country = z.object({ code: text, name: text, dialingCode: z.coerce.string() });

/** Row 103: the merchant's user agreement in the request's language, headed paragraphs in reading order. */
export const agreement = z.object({
  version: optionalText,
  title: text,
  content: z.array(z.object({ heading: optionalText, text })).min(1),
});
export type Agreement = z.infer<typeof agreement>;

export const expiration = z.object({ expirationTime: z.number() });

export const announcement = z.object({
  id: idText,
  type: text,
  title: optionalText,
  content: optionalText,
  read: z.boolean().default(false),
  createTime: z.union([z.number(), z.string()]).optional(),
  url: optionalText,
  link: optionalText,
});
export type Announcement = z.infer<typeof announcement>;

export const hotMatch = z.object({
  id: idText,
  matchTime: z.union([z.number(), z.string()]),
  league: text,
  homeTeam: text,
  awayTeam: text,
  homeTeamImageUrl: optionalText,
  awayTeamImageUrl: optionalText,
  vendor: text,
  roomId: z.union([z.string(), z.number()]).nullish(),
  nodeId: idText,
});
export type HotMatch = z.infer<typeof hotMatch>;

export const announcementGroups = z.object({
  banners: z.array(announcement).default([]),
  playerNotices: z.array(announcement).default([]),
  popups: z.array(announcement).default([]),
  hotMatches: z.array(hotMatch).default([]),
  promotions: z.array(announcement).default([]),
  agentNotices: z.array(announcement).default([]),
  footer: z.object({ unreadCount: z.number() }).optional(),
});
export type AnnouncementGroups = z.infer<typeof announcementGroups>;

export const game = z.object({
  nodeId: idText,
  gameName: optionalText,
  nodeName: optionalText,
  displayName: optionalText,
  vassalage: optionalText,
  accountTypeName: optionalText,
  vendorCode: optionalText,
  gameType: optionalText,
  gameId: z.union([z.string(), z.number()]).nullish(),
  roomId: z.union([z.string(), z.number()]).nullish(),
  iconUrl: optionalText,
  showIcon: optionalText,
  mobileLargeIcon: optionalText,
  supportPlay: z.unknown().optional(),
  lottoMode: optionalText,
  gameGroupId: z.union([z.string(), z.number()]).nullish(),
  gameCode: optionalText,
  isFavourite: z.boolean().optional(),
});
export type Game = z.infer<typeof game>;

export const gamePage = z.object({ games: z.array(game), pageNum: z.number(), totalPages: z.number() });
export const hotGames = z.object({ list: z.array(game) });

export const vendorCategory = z.object({
  gameCategory: text,
  vendorNames: z.array(text).default([]),
  accountTypeName: optionalText,
});

export const gameUrl = z.object({ gameUrl: text.min(1) });

export const favouritePage = z.object({ content: z.array(game), pageNum: z.number(), totalPages: z.number() });
export const recentPage = z.object({ list: z.array(game), totalPages: z.number() });

export const vendorLobby = z.object({
  vassalage: text,
  gameType: text,
  gameId: idText,
  nodeId: idText,
  mobileLargeIcon: optionalText,
  displayName: optionalText,
});
export type VendorLobby = z.infer<typeof vendorLobby>;

/** Row 11: the merchant's currency. */
export const merchantWallet = z.object({ currency: optionalText, currencySymbol: optionalText });
export type MerchantWallet = z.infer<typeof merchantWallet>;

/** Row 28: pending contract requests; each is empty when there is none (SPEC §3 contract request response). */
export const memberContracts = z.object({
  dailysalreqtype: z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value))),
  divtypecompperiodreq: z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value))),
  contracthoursalreq: z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value))),
});
export type MemberContracts = z.infer<typeof memberContracts>;

/** Row 39: one lottery game of the lottery menu (SPEC §3 lottery game). */
export const lotteryGame = z.object({
  gameCode: text,
  gameId: idText,
  gameGroupCode: optionalText,
  tag: optionalText,
  numero: z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value))),
  /** Milliseconds to the draw when the platform answered. */
  remainTime: numberLike.nullish().transform((value) => value ?? 0),
  /** Seconds before the draw when betting closes. */
  lockTime: numberLike.nullish().transform((value) => value ?? 0),
  winningTime: numberLike.nullish().transform((value) => value ?? 0),
  isSale: z.boolean().nullish().transform((value) => value !== false),
  labelName: optionalText,
  mobileIconUrl: optionalText,
  remark: optionalText,
  entPlaySwitch: z.boolean().nullish().transform((value) => value === true),
  tradPlaySwitch: z.boolean().nullish().transform((value) => value !== false),
  mUi: optionalText,
  css: optionalText,
  code: optionalText,
  previousWinningNumber: optionalText,
  /** [request received, answer sent] on the platform's clock (ms). */
  lotteryTime: z.array(numberLike).nullish().transform((value) => value ?? []),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

/** Row 39: a lottery group (SPEC §3 lottery group: gameMenus or games). */
export const lotteryGroup = z.object({
  gameGroupId: z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value))),
  tag: optionalText,
  labelName: optionalText,
  displayName: optionalText,
  gameMenus: z.array(lotteryGame).nullish(),
  games: z.array(lotteryGame).nullish(),
});
export type LotteryGroup = z.infer<typeof lotteryGroup>;

/** Row 39: the lottery menu, groups keyed by group code. */
export const lotteryMenu = z.record(z.string(), lotteryGroup);
export type LotteryMenu = z.infer<typeof lotteryMenu>;

/** Row 50: one inbox message. */
export const inboxMessage = z.object({
  id: idText,
  title: optionalText,
  content: optionalText,
  read: z.boolean().default(false),
  createTime: z.union([z.number(), z.string()]).optional(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

/** Row 50: a page of the inbox. */
export const inboxPage = z.object({ content: z.array(inboxMessage), pageNum: z.number(), totalPages: z.number() });
export type InboxPage = z.infer<typeof inboxPage>;

/** Row 43: promotions open to the member and its referral code with the register link that carries it. */
export const availablePromotions = z.object({
  promotions: z.array(
    z.object({
      code: text,
      title: optionalText,
      enabled: z.boolean(),
      /** The activity that describes the promotion (row 65), when it has one. */
      activityId: idText.nullish().transform((id) => id ?? null),
    }),
  ),
  referral: z.object({ code: text.min(1), url: text }).nullish().transform((referral) => referral ?? null),
});
export type AvailablePromotions = z.infer<typeof availablePromotions>;

/** Row 27: SPEC §3 team KPI footer, the agent home's team counters. */
export const teamKpi = z.object({
  footer: z.object({
    teamLoginMemberCount: numberLike,
    teamBetMemberCount: numberLike,
    teamRegisterMemberCount: numberLike,
    teamOnlineCount: numberLike,
  }),
});
export type TeamKpi = z.infer<typeof teamKpi>;

/** Rows 44, 46, 48: a pending contract offer (null when none), its tiers as the platform lists them. */
export const contractOffer = z
  .object({
    id: idText,
    period: optionalText,
    offeredBy: optionalText,
    createTime: z.number().nullish().transform((value) => value ?? null),
    tiers: z
      .array(z.object({ level: numberLike, threshold: numberLike, activeMembers: numberLike.nullish(), rate: numberLike }))
      .default([]),
  })
  .nullable();
export type ContractOffer = z.infer<typeof contractOffer>;

/** Row 56/58: a bound bank card; the full number never leaves the platform. */
export const bankCard = z.object({
  id: idText,
  bankCode: text,
  bankName: text,
  cardNoMasked: text,
  payeeName: optionalText,
});
export type BankCard = z.infer<typeof bankCard>;

/** Row 56: what the withdraw screen needs (SPEC §7 withdraw and bank cards). */
export const withdrawInfo = z.object({
  balance: numberLike,
  withdrawable: numberLike,
  min: numberLike,
  max: numberLike,
  turnoverRequired: numberLike,
  turnoverDone: numberLike,
  paymentPasswordSet: z.boolean(),
  payeeName: optionalText,
  cards: z.array(bankCard).default([]),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

/** Row 57. */
export const bank = z.object({ code: text, name: text });
export type Bank = z.infer<typeof bank>;

/** Row 59: the new withdrawal, with the member's balance after it. */
export const withdrawal = z.object({
  orderNo: text,
  amount: numberLike,
  status: text,
  balance: numberLike,
});

/** Rows 60-64: a page of a numberLike report with the platform's totals over the whole filtered range. */
function reportPage<Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) {
  return z.object({ content: z.array(row), pageNum: z.number(), totalPages: z.number(), totals });
}

export const orderStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const orderStatus = z.enum(orderStatuses).or(z.string());

/** Row 60. */
export const depositReport = reportPage(
  z.object({
    id: idText, orderNo: text, createTime: z.number(), amount: numberLike, bonus: numberLike.default(0), methodName: optionalText, status: orderStatus,
    type: z.enum(['MANUAL', 'GATEWAY']).optional(),
  }),
  z.object({ count: z.number(), amount: numberLike, bonus: numberLike }),
);
export type DepositReport = z.infer<typeof depositReport>;

/** Row 61. */
export const withdrawReport = reportPage(
  z.object({ id: idText, orderNo: text, createTime: z.number(), amount: numberLike, fee: numberLike.default(0), bankName: optionalText, cardNoMasked: optionalText, status: orderStatus }),
  z.object({ count: z.number(), amount: numberLike, fee: numberLike }),
);
export type WithdrawReport = z.infer<typeof withdrawReport>;

export const transactionTypes = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BET', 'PAYOUT', 'BONUS', 'REBATE', 'TRANSFER_IN', 'TRANSFER_OUT', 'COMMISSION'] as const;

/** Row 62. */
export const transactionReport = reportPage(
  z.object({ id: idText, time: z.number(), type: text, amount: numberLike, balanceAfter: numberLike, ref: optionalText, remark: optionalText }),
  z.object({ count: z.number(), moneyIn: numberLike, moneyOut: numberLike }),
);
export type TransactionReport = z.infer<typeof transactionReport>;

export const gameCategories = ['RNG', 'LIVE', 'FISH', 'POKER', 'SPORTS', 'LOTT', 'ELOTT'] as const;

/** Row 63. */
export const betReport = reportPage(
  z.object({
    id: idText, orderNo: text, betTime: z.number(), vendor: text, gameCategory: text, gameName: optionalText,
    betAmount: numberLike, validBet: numberLike, payout: numberLike, winLoss: numberLike, status: text,
  }),
  z.object({ count: z.number(), betAmount: numberLike, validBet: numberLike, payout: numberLike, winLoss: numberLike }),
);
export type BetReport = z.infer<typeof betReport>;

const pnlSums = { deposit: numberLike, withdraw: numberLike, bonus: numberLike, rebate: numberLike.default(0), betAmount: numberLike, validBet: numberLike, payout: numberLike, winLoss: numberLike, profit: numberLike };

/** Row 64. */
export const pnlReport = reportPage(z.object({ date: text, ...pnlSums }), z.object({ count: z.number(), ...pnlSums }));
export type PnlReport = z.infer<typeof pnlReport>;
/** Row 52 and onwards: a deposit as the platform's ledger keeps it. */
export const deposit = z.object({
  orderNo: text,
  createTime: z.number(),
  amount: numberLike,
  bonus: numberLike.optional().default(0),
  type: z.enum(['MANUAL', 'GATEWAY']),
  methodId: text,
  methodName: text,
  depositorName: optionalText,
  walletCode: text,
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
});
export type Deposit = z.infer<typeof deposit>;

const depositPayee = z.object({ bankName: text, accountName: text, accountNo: text, branch: optionalText });
export type DepositPayee = z.infer<typeof depositPayee>;

export const depositMethod = z.object({
  id: text,
  type: z.enum(['MANUAL', 'GATEWAY']),
  name: text,
  min: numberLike,
  max: numberLike,
  presets: z.array(numberLike).optional().default([]),
  payee: depositPayee.nullish().transform((payee) => payee ?? null),
});
export type DepositMethod = z.infer<typeof depositMethod>;

export const depositPromo = z.object({
  id: text,
  title: text,
  bonusRate: numberLike,
  maxBonus: numberLike,
  minDeposit: numberLike,
  turnoverMultiple: numberLike,
  /** As the promotion's terms say: once per member, or once per member a day. */
  frequency: z.enum(['ONCE', 'DAILY']).optional(),
});
export type DepositPromo = z.infer<typeof depositPromo>;

export const depositOptions = z.object({
  walletTypes: z.array(z.object({ code: text, name: text })),
  methods: z.array(depositMethod),
  promos: z.array(depositPromo).optional().default([]),
  pending: z.array(deposit).optional().default([]),
});
export type DepositOptions = z.infer<typeof depositOptions>;

export const gatewayDeposit = z.object({ orderNo: text, payUrl: z.url({ protocol: /^https?$/ }), deposit });

// Promo: activities, applications, rewards, leaderboard (rows 65-71)
export const applicationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const applyTypes = ['NONE', 'APPLY', 'UPLOAD'] as const;

export const activity = z.object({
  id: idText,
  title: text,
  summary: optionalText,
  imageUrl: optionalText,
  startTime: z.number(),
  endTime: z.number(),
  category: optionalText,
  applyType: z.enum(applyTypes),
  status: z.enum(applicationStatuses).nullish().transform((status) => status ?? null),
});
export type Activity = z.infer<typeof activity>;

export const activityPage = z.object({ content: z.array(activity), pageNum: z.number(), totalPages: z.number() });

export const activityApplication = z.object({
  id: idText,
  activityId: idText,
  comment: optionalText,
  imageIds: z.array(text).optional().default([]),
  status: z.enum(applicationStatuses),
  createTime: z.number(),
});

export const activityDetail = activity.extend({
  content: optionalText,
  applications: z.array(activityApplication).optional().default([]),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const rewardStatuses = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const reward = z.object({
  id: idText,
  title: text,
  amount: numberLike,
  turnoverMultiple: numberLike.optional().default(0),
  status: z.enum(rewardStatuses),
  expireTime: z.number(),
});
export type Reward = z.infer<typeof reward>;

export const rewardList = z.object({ content: z.array(reward) });
export const claimedReward = reward.extend({ balance: numberLike });

export const leaderboardPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export const leaderboard = z.object({
  period: z.enum(leaderboardPeriods),
  content: z.array(z.object({ rank: z.number(), userName: text, amount: numberLike })),
  me: z.object({ rank: z.number(), amount: numberLike }).nullish().transform((me) => me ?? null),
});
export type Leaderboard = z.infer<typeof leaderboard>;

// Security

/** Rows 80 and 82: a security question as the member reads it (in the request's language). */
export const securityQuestion = z.object({ id: idText, question: text });
export type SecurityQuestion = z.infer<typeof securityQuestion>;

/** Row 80: what the security centre shows (email masked by the platform; '' for what is not set yet). */
export const securityInfo = z.object({
  paymentPasswordSet: z.boolean(),
  email: optionalText,
  emailSet: z.boolean(),
  payeeName: optionalText,
  securityQuestion: securityQuestion.nullish().transform((question) => question ?? null),
  birthday: optionalText,
  minimumAge: z.number().int().min(0).max(100),
  cards: z.array(bankCard).default([]),
  maxCards: z.number().int().min(0),
});
export type SecurityInfo = z.infer<typeof securityInfo>;

// Money: transfer to the upline and rebates (rows 87-91)

/** Row 87. */
export const uplineTransferInfo = z.object({
  upline: text,
  balance: numberLike,
  min: numberLike,
  max: numberLike,
  paymentPasswordSet: z.boolean(),
});
export type UplineTransferInfo = z.infer<typeof uplineTransferInfo>;

/** Row 88. */
export const uplineTransfer = z.object({ orderNo: text, amount: numberLike, balance: numberLike });

/** Row 89. */
export const manualRebateInfo = z.object({
  items: z.array(z.object({ gameCategory: text, validBet: numberLike, rate: numberLike, amount: numberLike })),
  total: numberLike,
  minClaim: numberLike,
  lastClaimTime: z.number().nullable(),
});
export type ManualRebateInfo = z.infer<typeof manualRebateInfo>;

/** Row 90. */
export const manualRebateClaim = z.object({ amount: numberLike, claimTime: z.number(), balance: numberLike });

export const rebateTypes = ['MANUAL', 'AUTO'] as const;

/** Row 91. */
export const rebateReport = reportPage(
  z.object({
    id: idText, orderNo: optionalText, time: z.number(), type: z.enum(rebateTypes).or(z.string()), gameCategory: text,
    validBet: numberLike, rate: numberLike, amount: numberLike,
  }),
  z.object({ count: z.number(), validBet: numberLike, amount: numberLike }),
);
export type RebateReport = z.infer<typeof rebateReport>;

// Account
/** Row 73: personal info, email and mobile already masked by the platform. */
export const memberProfile = z.object({
  account: text,
  nickname: optionalText,
  email: optionalText,
  mobileNum: optionalText,
  payeeName: optionalText,
  birthday: optionalText,
  regDate: z.number(),
  labelName: z.string().nullish().transform((label) => label ?? null),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const headIcon = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** Row 77: club levels with their benefits, the member's level and progress. */
export const clubLevel = z.object({
  level: z.coerce.number().int(),
  labelName: text,
  depositRequired: numberLike,
  turnoverRequired: numberLike,
  benefits: z.object({
    upgradeBonus: numberLike,
    birthdayBonus: numberLike,
    monthlyBonus: numberLike,
    rebateRate: numberLike,
    dailyWithdrawals: numberLike,
  }),
});
export type ClubLevel = z.infer<typeof clubLevel>;

export const memberClub = z.object({
  current: z.object({ level: z.coerce.number().int(), labelName: text }).nullish().transform((current) => current ?? null),
  progress: z.object({ deposit: numberLike, turnover: numberLike }),
  levels: z.array(clubLevel),
});
export type MemberClub = z.infer<typeof memberClub>;

export { feedbackTypes } from './feedbackTypes';

/** Row 79: the member's referral code and link (as row 43) with what it brought. */
export const referralStats = z.object({
  code: text.min(1),
  url: text,
  invited: numberLike,
  deposited: numberLike,
  rewardTotal: numberLike,
});
export type ReferralStats = z.infer<typeof referralStats>;

// Team: team overview, downline list, open a downline account (rows 92-94)

/** Row 92. */
export const teamOverview = z.object({
  totals: z.object({
    registrations: z.number().int(), firstDeposits: z.number().int(), activeBettors: z.number().int(),
    deposits: numberLike, withdrawals: numberLike, bets: numberLike, profit: numberLike,
  }),
  days: z.array(z.object({ date: text, registrations: z.number().int(), deposits: numberLike, bets: numberLike, profit: numberLike })),
});
export type TeamOverview = z.infer<typeof teamOverview>;

/** Row 93. */
export const downlineMember = z.object({
  userName: text, type: z.number().int(), online: z.boolean(), balance: numberLike,
  lastLoginTime: z.number().nullable(), regDate: z.number(), downlineCount: z.number().int(),
});
export type DownlineMember = z.infer<typeof downlineMember>;
export const downlineList = z.object({
  path: z.array(text), ownRebateRate: numberLike, content: z.array(downlineMember), pageNum: z.number().int(), totalPages: z.number().int(),
});
export type DownlineList = z.infer<typeof downlineList>;

/** Row 94. */
export const openedDownline = z.object({ userName: text, type: z.number().int(), rebateRate: numberLike });

// Team reports
/** Deposits, withdrawals, bonuses and rebates belong to no game: row 95 leaves them out under a game category. */
const teamPnlSums = {
  deposit: numberLike.optional(), withdraw: numberLike.optional(), betAmount: numberLike, validBet: numberLike,
  winLoss: numberLike, bonus: numberLike.optional(), rebate: numberLike.optional(), profit: numberLike,
};

/** Row 95: one row per team member. */
export const teamPnlReport = reportPage(z.object({ userName: text, ...teamPnlSums }), z.object({ count: z.number(), ...teamPnlSums }));
export type TeamPnlReport = z.infer<typeof teamPnlReport>;

/** Row 96: row 63's bets of the whole team, each with its member. */
export const teamBetReport = reportPage(betReport.shape.content.element.extend({ userName: text }), betReport.shape.totals);
export type TeamBetReport = z.infer<typeof teamBetReport>;

/** Row 97: the agent's rebate income per merchant day, member and game category. */
export const teamRebateReport = reportPage(
  z.object({ id: idText, time: z.number(), userName: text, gameCategory: text, validBet: numberLike, rate: numberLike, amount: numberLike }),
  z.object({ count: z.number(), validBet: numberLike, amount: numberLike }),
);
export type TeamRebateReport = z.infer<typeof teamRebateReport>;

// Agent money: transfer to several downlines (rows 98, 102)

/** Row 102: the agent's MAIN balance, the per-downline limits and its direct downline. */
export const downlineTransferInfo = z.object({
  balance: numberLike,
  min: numberLike,
  max: numberLike,
  paymentPasswordSet: z.boolean(),
  downlines: z.array(z.object({ userName: text, type: z.number().int() })),
});
export type DownlineTransferInfo = z.infer<typeof downlineTransferInfo>;

/** Row 98. */
export const downlineTransfer = z.object({
  orderNo: text,
  total: numberLike,
  balance: numberLike,
  transfers: z.array(z.object({ userName: text, amount: numberLike })),
});

// Agent money: downline rebate settings (rows 99-100)

const rebateRates = z.record(z.string(), numberLike);

/** Row 99: the agent's own rates beside the chosen direct downline's (null when it has no downline). */
export const rebateSettings = z.object({
  userName: text.nullable(),
  downlines: z.array(text),
  categories: z.array(text),
  own: rebateRates,
  downline: rebateRates.nullable(),
});
export type RebateSettings = z.infer<typeof rebateSettings>;

// Agent money: dividend records (row 101)

/** Row 101: the current dividend contract (tiers as the offers of rows 44-49) and a page of dividend records. */
export const dividendRecords = z.object({
  contract: z.object({
    period: text,
    tiers: z.array(z.object({ level: numberLike, threshold: numberLike, activeMembers: numberLike, rate: numberLike })),
  }).nullable(),
  content: z.array(z.object({ period: text, teamNetLoss: numberLike, activeMembers: numberLike, rate: numberLike, amount: numberLike, status: text })),
  pageNum: numberLike,
  totalPages: numberLike,
});
export type DividendRecords = z.infer<typeof dividendRecords>;
