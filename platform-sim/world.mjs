// The simulator's world, seeded afresh: accounts, ledgers and every api module's seeded records. It imports the
// api modules' seeders and the state helpers; neither imports it, so imports go one way (server/control -> world
// -> api -> state).
import { seedActivities } from './api/activity.mjs';
import { seedAgentMoney } from './api/agentMoney.mjs';
import { seedProfiles } from './api/profile.mjs';
import { seedUplinesAndRebates } from './api/rebate.mjs';
import { seedSecurityProfiles } from './api/security.mjs';
import { seedTeamRebates } from './api/team.mjs';
import { seedWithdrawProfiles } from './api/withdraw.mjs';
import { seedDownline } from './downline.mjs';
import { SOCIAL_PROVIDERS } from './idp.mjs';
import { DEFAULT_LANGUAGE, DEFAULT_LANGUAGES } from './languages.mjs';
import { seedLedger } from './ledger.mjs';
import { PAYMENT_PASSWORD_LOCK_MS } from './paymentPassword.mjs';
import { seededAccount } from './state.mjs';
import { defaultFlags, defaultPromotions, INITIAL_READ, seedAccounts, seedGames, seedInbox, seedVassalage } from './seed.mjs';
/** @import { State } from './types.mjs' */

const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const games = seedGames();
const vassalage = seedVassalage();

/**
 * A freshly seeded world; its RSA key is set by the caller (server.mjs).
 * @returns {State}
 */
export function createState() {
  const state = /** @type {State} */ ({ games, vassalage });
  seedState(state);
  return state;
}

/**
 * (Re)seeds everything except the RSA key.
 * @param {State} state
 */
export function seedState(state) {
  const now = Date.now();
  state.startedAt = now;
  state.accounts = new Map(seedAccounts(now).map((account) => [account.userName, account]));
  state.tokens = new Map();
  state.favourites = new Map([['demo01', ['10002', '10066']]]);
  state.recents = new Map([['demo01', ['10001', '10118']]]);
  state.reads = new Map(Object.entries(INITIAL_READ).map(([user, ids]) => [user, new Set(ids)]));
  state.inbox = new Map(Object.entries(seedInbox(now)));
  state.loginFailures = new Map();
  state.captchas = new Map();
  state.lastCaptcha = null;
  state.sms = new Map();
  state.lastSmsByMobile = new Map();
  state.smsAttempts = new Map();
  state.paymentPasswordFailures = new Map();
  state.switches = {
    maintenance: false, regionRestriction: false, flags: defaultFlags(), socialLogin: [...SOCIAL_PROVIDERS],
    emptyAnnouncements: [], oldestFirst: false, worldCup: false, promotions: defaultPromotions(), serviceFrameRefused: false,
    appDownloads: true, manualDepositApprovalMs: 3000, depFunc: '0', minimumAge: 21,
    paymentPasswordLockMs: PAYMENT_PASSWORD_LOCK_MS, tokenTtlSeconds: TOKEN_TTL_SECONDS, clockOffsetMs: 0,
    language: DEFAULT_LANGUAGE, languages: [...DEFAULT_LANGUAGES],
  };
  state.socialLogins = [];
  state.faults = [];
  state.requests = [];
  state.idempotency = new Map();
  state.counters = { freePlay: 0, trial: 0, accountId: 2000000, ledgerId: 9000000 };
  state.ledgers = new Map();
  state.gameTickets = new Map();
  state.receipts = new Map();
  for (const [userName, history] of Object.entries(LEDGER_HISTORY)) seedLedger(state, seededAccount(state, userName), now, history);
  seedWithdrawProfiles(state, now);
  seedActivities(state, now);
  seedSecurityProfiles(state, now);
  seedUplinesAndRebates(state, now);
  seedDownline(state, now);
  seedTeamRebates(state);
  seedAgentMoney(state, now);
  seedProfiles(state);
}

/** How busy each seeded account was over the last 45 days (the money reports page through it). */
const LEDGER_HISTORY = {
  demo01: { deposits: 14, withdrawals: 6, bets: 90 },
  agent01: { deposits: 4, withdrawals: 2, bets: 20, commissions: 12 },
  mobile01: { deposits: 2, bets: 10 },
};
