// Deterministic seed data: every list below comes from fixed tables and a seeded PRNG (never Math.random),
// so two simulator runs answer the same games, notices and accounts.
import { LOTTERY_GAMES, LOTTERY_GROUPS } from './lottery.mjs';
import { prng } from './prng.mjs';
/** @import { Account, ContractOffer, DepositFields, Game, InboxMessage, VendorLobby } from './types.mjs' */

export const SEED = 20240601;

export const MERCHANT_CODE = 'mer01';
export const TRIAL_MERCHANT_CODE = 'mer01trial';
export const SECOND_MERCHANT_CODE = 'mer02';
export const SECOND_TRIAL_MERCHANT_CODE = 'mer02trial';
/** Every merchant's trial merchant: sessions of these are trial sessions (row 5). */
export const TRIAL_MERCHANTS = [TRIAL_MERCHANT_CODE, SECOND_TRIAL_MERCHANT_CODE];
export const MERCHANTS = [MERCHANT_CODE, TRIAL_MERCHANT_CODE, SECOND_MERCHANT_CODE, SECOND_TRIAL_MERCHANT_CODE];

/**
 * Each merchant's brand as row 14 carries it (a trial merchant shows its main merchant's). `logo` is a square mark,
 * relative to the image CDN (cdnImage `brand/<code>.png`); `appIcon` is its AppDownloadIcon resource. The
 * merchant's languages would sit beside `brand` here.
 */
export const MERCHANT_PROFILES = {
  [MERCHANT_CODE]: {
    appIcon: '/app/app-icon.png',
    brand: {
      name: 'MC Play', shortName: 'MC Play', logo: '/brand/mer01.png',
      colors: { primary: '#f5b731', onPrimary: '#0f1b2d', accent: '#ff8a3d', onAccent: '#0f1b2d', surface: '#17263d', onSurface: '#f4f6fb', background: '#0f1b2d' },
    },
  },
  [SECOND_MERCHANT_CODE]: {
    appIcon: '/brand/mer02.png',
    brand: {
      name: 'Lotus Win', shortName: 'Lotus', logo: '/brand/mer02.png',
      colors: { primary: '#2ec4a6', onPrimary: '#06201b', accent: '#e86fa8', onAccent: '#240614', surface: '#1d2b2a', onSurface: '#eef7f5', background: '#101a19' },
    },
  },
};

/** @param {string} merchant */
export function merchantProfile(merchant) {
  const main = merchant === SECOND_MERCHANT_CODE || merchant === SECOND_TRIAL_MERCHANT_CODE ? SECOND_MERCHANT_CODE : MERCHANT_CODE;
  return MERCHANT_PROFILES[main];
}

export const CURRENCY = { currency: 'CNY', currencySymbol: '￥' };

/** Whitelabel switches of the spec; all on. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3', 'DIRECTREG3', 'REWCEN3', 'DEPOSIT', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV', 'DEPRECM3',
  'WITHREC3', 'PERSREP', 'AGETRANSFERUP3', 'MANPLAYREB3', 'PLYRBT', 'AGEPAG', 'DOWNMAN', 'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'MAILCEN', 'INBOX3', 'showReferral',
  'MEMCLUB3', 'PROFPIC3', 'FEEDBACK3',
];

export function defaultFlags() {
  return Object.fromEntries(WHITELABEL_FLAGS.map((name) => [name, true]));
}

/** Game categories in menu order, with their display names. */
export const CATEGORIES = [
  { code: 'RNG', name: 'Slots' },
  { code: 'LIVE', name: 'Live Casino' },
  { code: 'FISH', name: 'Fishing' },
  { code: 'POKER', name: 'Poker' },
  { code: 'SPORTS', name: 'Sports' },
  { code: 'LOTT', name: 'Lottery' },
  { code: 'ELOTT', name: 'E-Lottery' },
];

/** Vendors (vassalage codes) with their category, display name, game count and colour hue. */
export const VENDORS = [
  { code: 'PG', gameType: 'RNG', name: 'PG Soft', count: 64, hue: 350 },
  { code: 'JILI', gameType: 'RNG', name: 'JILI Games', count: 52, hue: 30 },
  { code: 'PP', gameType: 'RNG', name: 'Pragmatic Play', count: 44, hue: 200 },
  { code: 'EVO', gameType: 'LIVE', name: 'Evolution', count: 12, hue: 140 },
  { code: 'SEXY', gameType: 'LIVE', name: 'AE Sexy', count: 8, hue: 320 },
  { code: 'JDB', gameType: 'FISH', name: 'JDB Fishing', count: 10, hue: 180 },
  { code: 'KM', gameType: 'POKER', name: 'Kingmaker', count: 12, hue: 260 },
  { code: 'SABA', gameType: 'SPORTS', name: 'SABA Sports', count: 1, hue: 100 },
  { code: 'CMD', gameType: 'SPORTS', name: 'CMD368', count: 1, hue: 60 },
  { code: 'TCG_LOTTO_VN', gameType: 'LOTT', name: 'TCG Lotto VN', count: 0, hue: 10 },
  { code: 'TCG_SEA', gameType: 'LOTT', name: 'TCG SEA Lotto', count: 0, hue: 220 },
  { code: 'LOTT', gameType: 'LOTT', name: 'Lott', count: 4, hue: 40 },
  { code: 'ELOTT', gameType: 'ELOTT', name: 'E-Lott', count: 4, hue: 280 },
];

/** @type {Record<string, string[]>} */
const FIXED_NAMES = {
  PG: ['Mahjong Ways', 'Fortune Tiger', 'Dragon Hatch', 'Lucky Neko'],
  JILI: ['Super Ace', 'Golden Empire', 'Fortune Gems'],
  PP: ['Gates of Olympus', 'Sweet Bonanza', 'Starlight Princess'],
  EVO: ['Lightning Roulette', 'Speed Baccarat', 'Crazy Time', 'Infinite Blackjack'],
  SEXY: ['Sexy Baccarat', 'Dragon Tiger', 'Sic Bo'],
  JDB: ['Dragon Fishing', 'Fishing Disco', 'Cai Shen Fishing'],
  KM: ['Tien Len', 'Xoc Dia', 'Bai Cao', 'Sam Loc'],
  SABA: ['SABA Sports'],
  CMD: ['CMD Sports'],
  LOTT: ['Lott Keno', 'Lott PK10', 'Lott Lucky 5', 'Lott Fast 3'],
  ELOTT: ['E-Lott Fast 3', 'E-Lott Keno', 'E-Lott 5D', 'E-Lott Racing'],
};

const WORDS_A = [
  'Golden', 'Lucky', 'Mystic', 'Dragon', 'Wild', 'Fortune', 'Treasure', 'Royal', 'Jungle', 'Ocean', 'Fire', 'Ice',
  'Thunder', 'Jade', 'Panda', 'Tiger', 'Phoenix', 'Ninja', 'Candy', 'Pirate', 'Samurai', 'Lotus', 'Crystal', 'Cosmic',
];
const WORDS_B = [
  'Reels', 'Riches', 'Spins', 'Quest', 'Empire', 'Legends', 'Bonanza', 'Gems', 'Kingdom', 'Wheel', 'Rush', 'Party',
  'Dream', 'Blast', 'Island', 'Temple', 'Express', 'Mania', 'Megaways', 'Fortune',
];

/**
 * Extra classifications per category (besides new and hot), for the classification bar.
 * @type {Record<string, string[]>}
 */
export const CLASSIFY_EXTRAS = {
  RNG: ['jackpot', 'megaways', 'classic'],
  LIVE: ['baccarat', 'roulette', 'blackjack'],
  FISH: ['fishing'],
  POKER: ['cards'],
  SPORTS: [],
  LOTT: [],
  ELOTT: [],
};

/**
 * What seedGames knows of one game before it is written out in the platform's fields.
 * @typedef {{ nodeId: number, name: string, vendor: typeof VENDORS[number], gameId: string, iconPath: string, isNew: boolean, isHot: boolean, classify: string[], gameCode?: string, roomId?: string, lottoMode?: string, gameGroupId?: number }} GameParts
 */

/**
 * @param {GameParts} parts
 * @returns {Game}
 */
function gameFromParts(parts) {
  const { nodeId, name, vendor, gameId, iconPath, isNew, isHot, classify } = parts;
  return {
    nodeId,
    gameName: name,
    nodeName: name,
    displayName: name,
    vassalage: vendor.code,
    accountTypeName: vendor.name,
    vendorCode: vendor.code,
    gameType: vendor.gameType,
    gameId,
    iconUrl: iconPath,
    showIcon: iconPath,
    mobileLargeIcon: iconPath,
    supportPlay: true,
    gameCode: parts.gameCode ?? `${vendor.code}_${gameId}`,
    isNew,
    isHot,
    classify,
    ...(parts.roomId !== undefined ? { roomId: parts.roomId } : {}),
    ...(parts.lottoMode !== undefined ? { lottoMode: parts.lottoMode } : {}),
    ...(parts.gameGroupId !== undefined ? { gameGroupId: parts.gameGroupId } : {}),
  };
}

/**
 * Every game of the catalogue (rows 29, 30, 34, 38), in list order.
 * @returns {Game[]}
 */
export function seedGames() {
  const random = prng(SEED);
  /** @type {Game[]} */
  const games = [];
  let nodeId = 10001;
  const usedNames = new Set();
  const pickName = () => {
    for (;;) {
      const name = `${WORDS_A[Math.floor(random() * WORDS_A.length)]} ${WORDS_B[Math.floor(random() * WORDS_B.length)]}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  for (const name of Object.values(FIXED_NAMES).flat()) usedNames.add(name);

  for (const vendor of VENDORS) {
    const extras = CLASSIFY_EXTRAS[vendor.gameType];
    if (vendor.code === 'TCG_LOTTO_VN' || vendor.code === 'TCG_SEA') {
      for (const lottery of LOTTERY_GAMES.filter((game) => game.vendor === vendor.code)) {
        const group = LOTTERY_GROUPS.find((entry) => entry.code === lottery.group);
        if (!group) throw new Error(`No lottery group ${lottery.group}`);
        games.push(
          gameFromParts({
            nodeId: nodeId++,
            name: lottery.name,
            vendor,
            gameId: String(lottery.gameId),
            gameCode: lottery.gameCode,
            iconPath: `/lottery/${lottery.gameCode}.png`,
            isNew: false,
            isHot: lottery.tag.includes('HOT'),
            classify: lottery.tag.includes('HOT') ? ['hot'] : [],
            lottoMode: lottery.entPlay ? 'Tradition,Entertainment' : 'Tradition',
            gameGroupId: group.gameGroupId,
          }),
        );
      }
      continue;
    }
    const fixed = FIXED_NAMES[vendor.code] ?? [];
    for (let i = 0; i < vendor.count; i += 1) {
      const name = fixed[i] ?? pickName();
      const id = nodeId++;
      const isHot = i < fixed.length || random() < 0.08;
      const isNew = i >= vendor.count - 3 || random() < 0.1;
      const classify = [];
      if (isNew) classify.push('new');
      if (isHot) classify.push('hot');
      if (extras.length) classify.push(extras[Math.floor(random() * extras.length)]);
      const gameId = vendor.gameType === 'SPORTS' ? `${vendor.code}_SPORTS` : String(1000 + i);
      /** @type {GameParts} */
      const parts = {
        nodeId: id,
        name,
        vendor,
        gameId,
        iconPath: `/games/${vendor.code}/${id}.webp`,
        isNew,
        isHot,
        classify,
      };
      if (vendor.gameType === 'SPORTS') parts.roomId = `${vendor.code}-MAIN`;
      if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') {
        parts.lottoMode = vendor.gameType === 'ELOTT' ? 'Entertainment' : 'Tradition';
        parts.gameCode = `${vendor.code}_${String(i + 1).padStart(2, '0')}`;
      }
      games.push(gameFromParts(parts));
    }
  }
  return games;
}

/**
 * One lobby entry per vendor (row 32).
 * @returns {VendorLobby[]}
 */
export function seedVassalage() {
  return VENDORS.map((vendor, index) => ({
    vassalage: vendor.code,
    gameType: vendor.gameType,
    gameId: `${vendor.code}_LOBBY`,
    nodeId: 900 + index,
    mobileLargeIcon: `/vendor/${vendor.code}-COLOR.png`,
    displayName: vendor.name,
  }));
}

/** Banners (type B) per group, with the colour hue of their generated image; their titles are content/ `banner.<id>`. */
export const BANNERS = [
  { id: 101, group: 'm_home', hue: 350, link: '/m/activity' },
  { id: 102, group: 'm_home', hue: 30, link: '/m/startLottery' },
  { id: 103, group: 'm_home', hue: 140, link: '/m/gameLobby' },
  { id: 104, group: 'm_home', hue: 210, link: '/m/activity' },
  { id: 111, group: 'm_reg', hue: 280, link: '/m/register' },
  { id: 112, group: 'm_reg', hue: 180, link: '/m/inviteFriends' },
];

/** Notices of types PL, PU, PR and A, their texts content/ `notice.<id>.title` and `.content`; `read` is per user at run time. */
export const NOTICES = [
  { id: 201, type: 'PL' },
  { id: 202, type: 'PL' },
  { id: 203, type: 'PL' },
  { id: 204, type: 'PL' },
  { id: 205, type: 'PL' },
  { id: 206, type: 'PL' },
  { id: 211, type: 'PU', link: '/m/rewardCenter' },
  { id: 212, type: 'PU', link: '/m/home' },
  { id: 221, type: 'PR', hue: 10 },
  { id: 222, type: 'PR', hue: 120 },
  { id: 231, type: 'A' },
  { id: 232, type: 'A' },
  { id: 233, type: 'A' },
];

/** Inbox subjects (rows 26, 50, 51), used in turn, their texts content/ `inbox.<subject>.title` and `.content`. */
const INBOX_SUBJECTS = ['deposit', 'rebate', 'security', 'withdrawal', 'promotion', 'lottery'];

/**
 * Seeded inbox messages (rows 26, 50, 51) per user, newest first: `count` messages one hour apart, `unread`
 * the positions (0 = newest) not yet read. Ids are unique across users.
 */
const INBOX_SEED = {
  demo01: { firstId: 5001, count: 30, unread: [0, 3, 27] },
  agent01: { firstId: 5101, count: 8, unread: [0, 1, 2, 4, 6] },
};

/**
 * @param {number} now
 * @returns {Record<string, InboxMessage[]>}
 */
export function seedInbox(now) {
  const HOUR = 60 * 60 * 1000;
  return Object.fromEntries(
    Object.entries(INBOX_SEED).map(([userName, { firstId, count, unread }]) => [
      userName,
      Array.from({ length: count }, (_, index) => {
        return {
          id: firstId + index,
          subject: INBOX_SUBJECTS[index % INBOX_SUBJECTS.length],
          number: count - index,
          read: !unread.includes(index),
          createTime: now - (index + 1) * HOUR,
        };
      }),
    ]),
  );
}

/** Notice ids already read when the simulator starts, per seeded user. */
export const INITIAL_READ = {
  demo01: [201, 203, 205, 211],
  agent01: [201, 202, 231],
};

export const TEAMS = [
  { slug: 'hanoi-fc', name: 'Hà Nội FC', hue: 0 },
  { slug: 'hagl', name: 'Hoàng Anh Gia Lai', hue: 40 },
  { slug: 'viettel', name: 'Viettel FC', hue: 350 },
  { slug: 'binh-duong', name: 'Becamex Bình Dương', hue: 210 },
  { slug: 'man-red', name: 'Manchester Red', hue: 355 },
  { slug: 'london-blue', name: 'London Blue', hue: 225 },
  { slug: 'madrid-white', name: 'Madrid White', hue: 50 },
  { slug: 'barca-garnet', name: 'Barca Garnet', hue: 300 },
];

export const HOT_MATCHES = [
  { id: 301, league: 'V.League 1', home: 'hanoi-fc', away: 'hagl', vendor: 'SABA' },
  { id: 302, league: 'V.League 1', home: 'viettel', away: 'binh-duong', vendor: 'SABA' },
  { id: 303, league: 'Premier League', home: 'man-red', away: 'london-blue', vendor: 'SABA' },
  { id: 304, league: 'La Liga', home: 'madrid-white', away: 'barca-garnet', vendor: 'CMD' },
];

export const COUNTRIES = [
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'BD', name: 'Bangladesh', dialingCode: '880' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'CN', name: 'China', dialingCode: '86' },
  { code: 'MY', name: 'Malaysia', dialingCode: '60' },
  { code: 'ID', name: 'Indonesia', dialingCode: '62' },
  { code: 'SG', name: 'Singapore', dialingCode: '65' },
  { code: 'KH', name: 'Cambodia', dialingCode: '855' },
  { code: 'LA', name: 'Laos', dialingCode: '856' },
  { code: 'MM', name: 'Myanmar', dialingCode: '95' },
];

export const PATTERNS = {
  username: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  password: '^(?=.*[A-Z])[\\x21-\\x7e]{8,20}$',
  email: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  mobileNum: '^\\d{6,20}$',
  name: '^[^\\d!@#$%^&*()_+=<>?/\\\\|{}\\[\\]~`"]{1,32}$',
  affiliateCode: '^[A-Za-z0-9]{4,16}$',
  captcha: '^\\d{4}$',
  verificationCode: '^\\d{6}$',
  digits: '^\\d{1,20}$',
  any: '^.{1,64}$',
};

/** Registration field settings (row 15), SPEC §3 registration payload fields. */
export const REGISTER_FIELDS = [
  { name: 'username', enabled: true, required: true, pattern: PATTERNS.username, message: 'Account format is incorrect' },
  { name: 'password', enabled: true, required: true, pattern: PATTERNS.password, message: 'Password format is incorrect' },
  { name: 'confirmPassword', enabled: true, required: true, pattern: PATTERNS.password, message: 'Confirmation password not matched' },
  { name: 'affiliateCode', enabled: true, required: false, pattern: PATTERNS.affiliateCode, message: 'Invalid invitation code' },
  { name: 'nickname', enabled: true, required: false, pattern: PATTERNS.name, message: 'Name format is not valid' },
  { name: 'payeeName', enabled: true, required: false, pattern: PATTERNS.name, message: 'Name format is not valid' },
  { name: 'email', enabled: true, required: false, pattern: PATTERNS.email, message: 'E-mail format is incorrect' },
  { name: 'mobileNum', enabled: true, required: false, pattern: PATTERNS.mobileNum, message: 'The mobile num is not valid' },
  { name: 'captcha', enabled: true, required: true, pattern: PATTERNS.captcha, message: 'Enter a captcha' },
  { name: 'verificationCode', enabled: true, required: false, pattern: PATTERNS.verificationCode, message: 'Verification code error' },
  { name: 'paymentPassword', enabled: false, required: false, pattern: '^\\d{6}$', message: 'Password format is incorrect' },
  { name: 'recommenderId', enabled: false, required: false, pattern: PATTERNS.digits, message: 'Referrer link error' },
  { name: 'idNumber', enabled: false, required: false, pattern: PATTERNS.digits, message: 'Unknown error' },
  { name: 'qqNum', enabled: false, required: false, pattern: PATTERNS.digits, message: 'Unknown error' },
  { name: 'facebook', enabled: false, required: false, pattern: PATTERNS.any, message: 'Unknown error' },
  { name: 'wechat', enabled: false, required: false, pattern: PATTERNS.any, message: 'Unknown error' },
  { name: 'line', enabled: false, required: false, pattern: PATTERNS.any, message: 'Unknown error' },
  { name: 'whatsapp', enabled: false, required: false, pattern: PATTERNS.digits, message: 'Unknown error' },
  { name: 'zalo', enabled: false, required: false, pattern: PATTERNS.digits, message: 'Unknown error' },
];

/**
 * Affiliate (invitation) codes the simulator knows, and the account each belongs to (its referral code, row 43).
 * @type {Record<string, string>}
 */
export const AFFILIATE_CODES = { AG8888: 'agent01', AG9999: 'agent02', DM1001: 'demo01' };

/** Banks a member may bind a card of (row 57), in the order the platform lists them. */
export const BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'VTB', name: 'VietinBank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
];

/** Withdraw limits of the merchant (rows 56, 59) and how many cards one account may bind (row 58). */
export const WITHDRAW_LIMITS = { min: 100, max: 50000 };
export const MAX_BANK_CARDS = 3;

/**
 * What rows 56-59 need per seeded account: the 6-digit payment password, the payee name (saved once, with the
 * first card when the account has none) and the bound cards. Accounts not listed have neither password nor card.
 * @type {Record<string, { paymentPassword: string, payeeName: string, cards: { bankCode: string, cardNo: string }[] }>}
 */
export const WITHDRAW_PROFILES = {
  demo01: { paymentPassword: '246810', payeeName: 'NGUYEN VAN AN', cards: [{ bankCode: 'VCB', cardNo: '0071000006789' }] },
  agent01: { paymentPassword: '135790', payeeName: 'TRAN THI BICH', cards: [{ bankCode: 'TCB', cardNo: '19036612345678' }] },
  mobile01: { paymentPassword: '112233', payeeName: '', cards: [] },
  promo01: { paymentPassword: '246810', payeeName: 'LE VAN CUONG', cards: [{ bankCode: 'ACB', cardNo: '2233445566' }] },
};

/**
 * promo01's promo deposit, two hours before start: 1,000 plus a 200 bonus at 5x turnover (6,000 to bet), of which
 * one 500 bet is done, so its withdrawals are refused TURNOVER_NOT_MET.
 * @type {DepositFields}
 */
export const PROMO_DEPOSIT = {
  amount: 1000, bonus: 200, turnoverMultiple: 5, type: 'GATEWAY', methodId: 'QUICKPAY', methodName: 'QuickPay',
  depositorName: '', promoId: 'WELCOME20',
};
export const PROMO_BET = { vendor: 'PG', gameCategory: 'RNG', gameName: 'Mahjong Ways', betAmount: 500, payout: 500 };

/**
 * Promotions of row 43, in order, with the activity (row 65) that describes each, if any; `/__sim/state`
 * `promotions` turns each on or off (all on when seeded).
 */
export const PROMOTIONS = [
  { code: 'MISSION', title: 'Mission activity', activityId: 304 },
  { code: 'REFERRAL', title: 'Invite friends', activityId: null },
];

export function defaultPromotions() {
  return Object.fromEntries(PROMOTIONS.map(({ code }) => [code, true]));
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Contract offers of rows 44-49: who offered them, when, the period and the tiers (`threshold` a team figure
 * in currency units, `activeMembers` the active members the tier needs, `rate` in percent).
 * @param {string} id
 * @param {number} now
 * @returns {ContractOffer}
 */
function salaryOffer(id, now) {
  return {
    id, period: 'DAILY', offeredBy: 'agent01', createTime: now - 2 * HOUR,
    tiers: [
      { level: 1, threshold: 10000, activeMembers: 5, rate: 0.5 },
      { level: 2, threshold: 50000, activeMembers: 10, rate: 0.8 },
      { level: 3, threshold: 100000, activeMembers: 20, rate: 1.2 },
    ],
  };
}

/**
 * @param {string} id
 * @param {number} now
 * @returns {ContractOffer}
 */
function dividendOffer(id, now) {
  return {
    id, period: 'HALF_MONTH', offeredBy: 'agent01', createTime: now - 26 * HOUR,
    tiers: [
      { level: 1, threshold: 20000, activeMembers: 5, rate: 10 },
      { level: 2, threshold: 100000, activeMembers: 15, rate: 15 },
      { level: 3, threshold: 300000, activeMembers: 30, rate: 20 },
    ],
  };
}

/**
 * @param {string} id
 * @param {number} now
 * @returns {ContractOffer}
 */
function hourlyOffer(id, now) {
  return {
    id, period: 'HOURLY', offeredBy: 'agent01', createTime: now - 5 * HOUR,
    tiers: [
      { level: 1, threshold: 2000, activeMembers: 3, rate: 0.1 },
      { level: 2, threshold: 8000, activeMembers: 8, rate: 0.2 },
    ],
  };
}

/** @type {import('./types.mjs').ContractOffers} */
const NO_OFFERS = { salary: null, dividend: null, hourly: null };

/**
 * Seeded accounts (userName lower-case). regDate is relative to `now` (the simulator's start or reset).
 * @param {number} now
 * @returns {Account[]}
 */
export function seedAccounts(now) {
  const base = {
    disabled: false,
    trial: false,
    freePlay: false,
    email: '',
    mobileNum: '',
    countryDialingCode: '84',
    loginCount: 1,
    contracts: { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' },
    contractOffers: NO_OFFERS,
    kpi: null,
  };
  const accounts = [
    {
      ...base, id: 1000001, userName: 'demo01', password: 'Demo1234', type: 0, nickname: '',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 12000 }, { code: 'LOTT', name: 'Lottery wallet', balance: 345.67 }],
      regDate: now - 100 * DAY, clubLabel: { labelName: 'VIP 3' }, toUpline: true, email: 'demo01@example.com',
    },
    {
      ...base, id: 1000002, userName: 'agent01', password: 'Agent1234', type: 1, nickname: 'Agent One',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 88000 }],
      regDate: now - 400 * DAY, clubLabel: { labelName: 'VIP 5' }, toUpline: false, email: 'agent01@example.com',
      kpi: { teamLoginMemberCount: 18, teamBetMemberCount: 12, teamRegisterMemberCount: 4, teamOnlineCount: 7 },
    },
    {
      ...base, id: 1000003, userName: 'agent02', password: 'Agent1234', type: 1, nickname: '',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 500 }],
      regDate: now - 30 * DAY, clubLabel: null, toUpline: false,
      kpi: { teamLoginMemberCount: 3, teamBetMemberCount: 1, teamRegisterMemberCount: 2, teamOnlineCount: 0 },
      contracts: { dailysalreqtype: '1', divtypecompperiodreq: '', contracthoursalreq: '' },
      contractOffers: { ...NO_OFFERS, salary: salaryOffer('SAL-1000003-1', now) },
    },
    {
      ...base, id: 1000006, userName: 'agent03', password: 'Agent1234', type: 1, nickname: 'Agent Three',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 2400 }],
      regDate: now - 60 * DAY, clubLabel: null, toUpline: false,
      kpi: { teamLoginMemberCount: 6, teamBetMemberCount: 4, teamRegisterMemberCount: 1, teamOnlineCount: 2 },
      contracts: { dailysalreqtype: '', divtypecompperiodreq: '2', contracthoursalreq: '1' },
      contractOffers: { ...NO_OFFERS, dividend: dividendOffer('DIV-1000006-1', now), hourly: hourlyOffer('HRS-1000006-1', now) },
    },
    {
      ...base, id: 1000007, userName: 'agent41', password: 'Agent1234', type: 41, nickname: '',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 150 }],
      regDate: now - 45 * DAY, clubLabel: null, toUpline: false,
      kpi: { teamLoginMemberCount: 2, teamBetMemberCount: 2, teamRegisterMemberCount: 0, teamOnlineCount: 1 },
      contracts: { dailysalreqtype: '1', divtypecompperiodreq: '', contracthoursalreq: '' },
      contractOffers: { ...NO_OFFERS, salary: salaryOffer('SAL-1000007-1', now) },
    },
    {
      ...base, id: 1000004, userName: 'mobile01', password: 'Mobile1234', type: 0, nickname: 'Mobile Member',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 250.5 }],
      regDate: now - 20 * DAY, clubLabel: null, toUpline: false, mobileNum: '912345678', countryDialingCode: '84',
    },
    {
      ...base, id: 1000005, userName: 'locked01', password: 'Locked1234', type: 0, nickname: '', disabled: true,
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 0 }],
      regDate: now - 50 * DAY, clubLabel: null, toUpline: false,
    },
    {
      // Withdrawals (rows 56-59): its promo deposit (PROMO_DEPOSIT) brings the main wallet to 3,000.
      ...base, id: 1000008, userName: 'promo01', password: 'Promo1234', type: 0, nickname: '',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 1800 }],
      regDate: now - 10 * DAY, clubLabel: null, toUpline: false,
    },
  ];
  return accounts;
}

/**
 * @param {Pick<Account, 'userName' | 'password' | 'type' | 'regDate'> & Partial<Account>} fields
 * @returns {Account}
 */
export function newAccount(fields) {
  return {
    disabled: false,
    trial: false,
    freePlay: false,
    email: '',
    mobileNum: '',
    countryDialingCode: '84',
    loginCount: 0,
    contracts: { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' },
    kpi: null,
    nickname: '',
    clubLabel: null,
    toUpline: false,
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 0 }],
    ...fields,
  };
}
