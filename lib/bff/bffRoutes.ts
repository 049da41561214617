import type { z } from 'zod';
import type { Caller } from '@/lib/pipeline/admit';
import type { DoorLimits } from '@/lib/pipeline/attempts';
import * as calls from '@/lib/platform/calls';
import type { HttpMethod, PlatformCall } from '@/lib/platform/defineCall';
import { doorSwitch } from '@/lib/routes/routeTable';
import type { WhitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { PICTURE_FORM_BYTES } from '@/lib/security/requestBodies';

/**
 * The allowlist of the browser's door to the platform: which calls the browser may make through /wps and
 * /lgw, and what each does to the session. Calls that are not listed (the RSA key, raw settings) never leave
 * the server.
 */
export type SessionEffect = 'signIn' | 'signInTrial' | 'signOut';

export interface BffRoute {
  call: PlatformCall;
  /** The browser's method, when it differs from the platform's: no GET changes state. */
  method: HttpMethod;
  /** Who may call; by default a member for calls that need a token, anyone otherwise. */
  who: Caller;
  /** The whitelabel switch that closes the door (the route table's FEATURE_SWITCHES), never declared here. */
  flag?: WhitelabelFlag;
  session?: SessionEffect;
  /**
   * Limits declared on the call, checked before the platform is asked (lib/pipeline/attempts.ts `doorLimits`).
   * Declared as data so this allowlist stays readable outside the server (the fuzz walks it).
   */
  limits: DoorLimits;
  /**
   * The call takes one image the browser sends as multipart form data (field `file`) instead of JSON; the door
   * reads up to this many bytes, after the caller and limits passed, and hands the call
   * `{fileName, contentType, data (base64)}`.
   */
  uploadLimit?: number;
}

type RouteDeclaration = Pick<BffRoute, 'call'> & Partial<Omit<BffRoute, 'call' | 'flag'>>;

type LoginInput = z.input<typeof calls.login.input>;
/** The account a username sign-in names, and the number an SMS sign-in's code was sent to. */
const signInAccount = (input: Record<string, unknown>) => ((input as LoginInput).type === 'username' || !input.type ? input.username : null);
const signInMobile = (input: Record<string, unknown>) =>
  (input as LoginInput).type === 'sms' || (input as LoginInput).type === 'firebase' ? input.firebaseMobileNo ?? input.username : null;
const codeMobile = (input: Record<string, unknown>) => input.mobileNum;


const declared = [
  {
    call: calls.login, session: 'signIn',
    limits: { visitor: 'login', account: { name: signInAccount, captcha: (input) => input.captcha }, codeFor: signInMobile },
  },
  { call: calls.freePlayLogin, session: 'signInTrial', limits: { visitor: 'login' } },
  { call: calls.trialAccount, method: 'POST', session: 'signInTrial', limits: { visitor: 'login' } },
  { call: calls.logout, session: 'signOut', who: 'visitor' },
  { call: calls.captcha, limits: { visitor: 'captcha' } },
  { call: calls.memberInfo },
  { call: calls.walletBalance },
  { call: calls.inboxUnread },
  { call: calls.registerSettings },
  { call: calls.countries },
  { call: calls.loginSmsCode, limits: { visitor: 'sms', codeSentTo: codeMobile } },
  { call: calls.passwordResetSms, limits: { visitor: 'sms', codeSentTo: codeMobile } },
  { call: calls.announcements },
  { call: calls.gameList },
  { call: calls.hotGames },
  { call: calls.vendorTypes },
  { call: calls.launchGame },
  { call: calls.vendorLobbies },
  { call: calls.favouriteIds },
  { call: calls.favouriteGames },
  { call: calls.favouriteAdd },
  { call: calls.favouriteRemove },
  { call: calls.recentGames },
  { call: calls.lotteryMenu },
  { call: calls.announcementRead },
  { call: calls.inboxMessages },
  { call: calls.inboxRead },
  { call: calls.depositReport },
  { call: calls.withdrawReport },
  { call: calls.transactionReport },
  { call: calls.betReport },
  { call: calls.pnlReport },
  { call: calls.activityImage, who: 'actual', uploadLimit: PICTURE_FORM_BYTES, limits: { pictures: true } },
  { call: calls.rebateReport },
  // SPEC §6: the team reports are the agent area's; a member is refused before the platform is asked.
  { call: calls.teamPnlReport, who: 'agent' },
  { call: calls.teamBetReport, who: 'agent' },
  { call: calls.teamRebateReport, who: 'agent' },
] as const satisfies readonly RouteDeclaration[];

type Declared = (typeof declared)[number];

/** The platform's answer as the browser gets it: the door drops every `token` (handleBff.ts `withoutSecrets`). */
type WithoutSecrets<T> = T extends readonly (infer Item)[]
  ? WithoutSecrets<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends 'token' ? never : Key]: WithoutSecrets<T[Key]> }
    : T;

/**
 * Each door of the allowlist as the browser sees it: its method (the declaration's, else its call's), its path,
 * what it takes and what it answers. The browser's door client (bffFetch.ts) takes its types from here, so a
 * misspelled or removed door is a compile error.
 */
export type Door = Declared extends infer Each
  ? Each extends Declared
    ? {
        method: Each extends { method: HttpMethod } ? Each['method'] : Each['call']['method'];
        path: Each['call']['path'];
        input: z.input<Each['call']['input']>;
        answer: WithoutSecrets<z.output<Each['call']['answer']>>;
      }
    : never
  : never;

export type DoorMethod = Door['method'];
/** The paths of the doors a method opens. */
export type DoorPath<Method extends DoorMethod = DoorMethod> = Extract<Door, { method: Method }>['path'];
type DoorOf<Method extends DoorMethod, Path> = Extract<Door, { method: Method; path: Path }>;
export type DoorInput<Method extends DoorMethod, Path> = DoorOf<Method, Path>['input'];
export type DoorAnswer<Method extends DoorMethod, Path> = DoorOf<Method, Path>['answer'];

const routes: BffRoute[] = declared.map((declaration: RouteDeclaration) => {
  const route: BffRoute = {
    method: declaration.call.method,
    who: declaration.call.token === 'yes' ? 'member' : 'visitor',
    limits: {},
    ...declaration,
  };
  const flag = doorSwitch(route.method, route.call.path);
  return flag ? { ...route, flag } : route;
});

const byKey = new Map(routes.map((route) => [`${route.method} ${route.call.path}`, route]));

export function bffRoute(method: string, pathname: string): BffRoute | undefined {
  return byKey.get(`${method.toUpperCase()} ${pathname}`);
}

/** Every allowlisted call (the fuzz in tests/e2e/fuzz.spec.ts walks them all). */
export const bffRoutes: readonly BffRoute[] = routes;
