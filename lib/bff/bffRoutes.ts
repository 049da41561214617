import * as calls from '@/lib/platform/calls';
import type { PlatformCall } from '@/lib/platform/defineCall';
import type { RateBucket } from '@/lib/security/rateLimit';
import { IMAGE_MAX_BYTES } from '@/lib/uploads/imageRules';

/**
 * The allowlist of the browser's door to the platform: which calls the browser may make through /wps and
 * /lgw, and what each does to the session. Calls that are not listed (the RSA key, raw settings) never leave
 * the server.
 */
export type SessionEffect = 'signIn' | 'signInTrial' | 'signOut';

export interface BffRoute {
  call: PlatformCall;
  session?: SessionEffect;
  /** Attempts counted per visitor IP (issue 8): sign-ins, SMS codes, captcha images. */
  rateBucket?: RateBucket;
  /**
   * issue 10: the call takes one image the browser sends as multipart form data (field `file`) instead of JSON;
   * the door reads up to this many bytes and hands the call `{fileName, contentType, data (base64)}`.
   */
  uploadLimit?: number;
}

/** A 5 MB image plus the multipart framing around it. */
const IMAGE_UPLOAD_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

const routes: BffRoute[] = [
  { call: calls.login, session: 'signIn', rateBucket: 'login' },
  { call: calls.freePlayLogin, session: 'signInTrial', rateBucket: 'login' },
  { call: calls.trialAccount, session: 'signInTrial', rateBucket: 'login' },
  { call: calls.logout, session: 'signOut' },
  { call: calls.captcha, rateBucket: 'captcha' },
  { call: calls.memberInfo },
  { call: calls.walletBalance },
  { call: calls.inboxUnread },
  { call: calls.registerSettings },
  { call: calls.countries },
  { call: calls.loginSmsCode, rateBucket: 'sms' },
  { call: calls.passwordResetSms, rateBucket: 'sms' },
  { call: calls.announcements },
  { call: calls.gameList },
  { call: calls.hotGames },
  { call: calls.vendorTypes },
  { call: calls.launchGame },
  // Game screens (issue 5): more pages of favourites and recent games, the heart toggle, vendor lobbies.
  { call: calls.vendorLobbies },
  { call: calls.favouriteIds },
  { call: calls.favouriteGames },
  { call: calls.favouriteAdd },
  { call: calls.favouriteRemove },
  { call: calls.recentGames },
  // Lottery list (issue 6): the menu refresh of the countdowns.
  { call: calls.lotteryMenu },
  // Announcements and inbox (issue 7): mark-as-read of a notice, more inbox pages, mark a message read.
  { call: calls.announcementRead },
  { call: calls.inboxMessages },
  { call: calls.inboxRead },
  // Money reports (issue 9): the pages after the server's first, as the list scrolls.
  { call: calls.depositReport },
  { call: calls.withdrawReport },
  { call: calls.transactionReport },
  { call: calls.betReport },
  { call: calls.pnlReport },
  // issue 10 promo: activity images, uploaded with progress (XMLHttpRequest) before the application's server action.
  { call: calls.activityImage, uploadLimit: IMAGE_UPLOAD_LIMIT },
  // issue 10 money: the rebate report's later pages (infinite scroll).
  { call: calls.rebateReport },
  // issue 11 treports: the team reports' later pages (infinite scroll).
  { call: calls.teamPnlReport },
  { call: calls.teamBetReport },
  { call: calls.teamRebateReport },
];

const byKey = new Map(routes.map((route) => [`${route.call.method} ${route.call.path}`, route]));

export function bffRoute(method: string, pathname: string): BffRoute | undefined {
  return byKey.get(`${method.toUpperCase()} ${pathname}`);
}

/** Every allowlisted call (the fuzz in tests/e2e/fuzz.spec.ts walks them all). */
export const bffRoutes: readonly BffRoute[] = routes;
