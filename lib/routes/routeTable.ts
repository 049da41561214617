import type { WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

/**
 * The route table: every path of SPEC §2 with its session rule, layout rules and header title. The proxy, the
 * layout and the tests read it; no route rule is written anywhere else.
 */
export interface RouteRule {
  path: string;
  /** The page that renders this path (aliases point at their canonical page). */
  page: string;
  /** 'login': visitors go to `loginPage`; 'home': visitors go to /m/home (SPEC §2 settings, change password). */
  session: 'none' | 'login' | 'home';
  /** Where a visitor signs in for this screen: the agent area's own login (SPEC §2 /m/agentLogin), else /m/login. */
  loginPage: '/m/login' | '/m/agentLogin';
  /** Member types sent to /m/home (SPEC §6 agent area, dividends, contracts). */
  excludedTypes?: readonly number[];
  topBanner: boolean;
  header: boolean;
  /** The header shows the logo instead of a back arrow and title. */
  logo: boolean;
  bottomMenu: boolean;
  /** Key under `titles` in the messages: the header title and the document title. */
  title: string;
  /** Where the header's back arrow goes: a fixed path, or one step back in history (home without history). */
  back: '/m/home' | 'history';
  /** Only actual accounts may use the screen: trial and free-play sessions see SPEC §6 free_reject in its place. */
  actualOnly: boolean;
  /**
   * A signed-out visitor's page is alike for every visitor (shared platform answers only, nothing typed, no
   * one-time token): it is rendered once per SHARED_ANSWER_MS and served to the crowd (lib/routes/sharedRenders.ts).
   */
  sharedRender: boolean;
  /**
   * A member's page is shared too, as a second variant drawn from the member bit alone (no session read); the
   * member's own parts come after hydration from one door.
   */
  memberShell: boolean;
  /** The whitelabel switch that closes the screen (FEATURE_SWITCHES). */
  flag?: WhitelabelFlag;
}

/**
 * What each whitelabel switch closes while it is off (SPEC §2 entries and agent tiles "gated by a flag", §6): its
 * screens by path, its server actions by their `defineAction` name, its doors by `METHOD path` of
 * lib/bff/bffRoutes.ts. The proxy (screens), the pipeline's switch step (actions and doors) read this list and
 * nothing else, so a switched-off feature is refused by the product before the platform is asked.
 */
export const FEATURE_SWITCHES: ReadonlyArray<{
  flag: WhitelabelFlag;
  screens?: readonly string[];
  actions?: readonly string[];
  doors?: readonly string[];
}> = [
  { flag: 'REWCEN3', screens: ['/m/rewardCenter'], actions: ['rewardClaim'] },
  { flag: 'DEPOSIT', screens: ['/m/voucherCenter'], actions: ['deposit'] },
  { flag: 'TRANSBETREPMEM3', screens: ['/m/gameRecord'], doors: ['GET /wps/report/bets'] },
  { flag: 'TRANSREC3', screens: ['/m/transaction/record'], doors: ['GET /wps/report/transactions'] },
  { flag: 'SECPRIV', screens: ['/m/securityCenter'], actions: ['paymentPassword', 'securityQuestion', 'email', 'payeeName', 'birthday'] },
  { flag: 'DEPRECM3', screens: ['/m/vouReport'], doors: ['GET /wps/report/deposit'] },
  { flag: 'WITHREC3', screens: ['/m/withdrawReport'], doors: ['GET /wps/report/withdraw'] },
  { flag: 'PERSREP', screens: ['/m/profitandloss'], doors: ['GET /wps/report/pnl'] },
  { flag: 'AGETRANSFERUP3', screens: ['/m/upLine/transfer'], actions: ['uplineTransferAmount', 'uplineTransfer'] },
  { flag: 'MANPLAYREB3', screens: ['/m/member/manualRebate'], actions: ['rebateClaim'] },
  { flag: 'PLYRBT', screens: ['/m/member/rebateReport'], doors: ['GET /wps/report/rebate'] },
  { flag: 'AGEPAG', screens: ['/m/agent/team/overview'] },
  { flag: 'DOWNMAN', screens: ['/m/member/team', '/m/agentRegister'], actions: ['openAccount'] },
  { flag: 'AGENTRANSMULTDOWN3', screens: ['/m/redRain'], actions: ['redRainPick', 'redRain'] },
  { flag: 'AGETEAMPNL3', screens: ['/m/agent/team/pnl'], doors: ['GET /wps/agent/report/pnl'] },
  { flag: 'TEAMBETTING3', screens: ['/m/teamBetting'], doors: ['GET /wps/agent/report/bets'] },
  { flag: 'GAMSER', screens: ['/m/member/agent/agentRebeat'], actions: ['rebateSettings'] },
  { flag: 'AGEREBINC3', screens: ['/m/member/teamRebate'], doors: ['GET /wps/agent/report/rebate'] },
  { flag: 'MEMCLUB3', screens: ['/m/member/benefits'] },
  // The head icon is one part of the account screen, which stays open without it.
  { flag: 'PROFPIC3', actions: ['headIcon'] },
  { flag: 'FEEDBACK3', screens: ['/m/feedback'], actions: ['feedback'] },
  // The phone form of the forgot-password screen; its email form stays open.
  { flag: 'MOBILENUMPASSREG3', actions: ['forgetByPhone'], doors: ['POST /wps/member/password/sms'] },
];

function switchOf(part: 'screens' | 'actions' | 'doors', name: string): WhitelabelFlag | undefined {
  return FEATURE_SWITCHES.find((entry) => entry[part]?.includes(name))?.flag;
}

/** The switch that closes a server action (its `defineAction` name). */
export function actionSwitch(name: string): WhitelabelFlag | undefined {
  return switchOf('actions', name);
}

/** The switch that closes a door of the backend-for-frontend. */
export function doorSwitch(method: string, path: string): WhitelabelFlag | undefined {
  return switchOf('doors', `${method.toUpperCase()} ${path}`);
}

/** SPEC §6: the agent centre is not for these member types. */
export const AGENT_EXCLUDED_TYPES = [0, 4, 40] as const;

/** SPEC §6: an agent is any member type the agent centre is not closed to. */
export function isAgentType(type: number): boolean {
  return !(AGENT_EXCLUDED_TYPES as readonly number[]).includes(type);
}
/** SPEC §6: dividends and contract prompts are not for these member types. */
export const DIVIDEND_EXCLUDED_TYPES = [4, 40, 41, 42] as const;

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
const REGISTER_ALIASES = ['/m/register', '/register.html', '/m/register.html'];

// SPEC §2 layout rules, as listed there.
const TOP_BANNER = new Set(['/', '/m', '/m/home', '/m/index', '/m/index.html', '/m/activity', '/m/hot']);
// The social sign-in callback is part of the login screen and drawn like it.
const NO_HEADER = new Set([
  '/m/login', '/m/login/social/callback', '/m/agentLogin', '/m/register', '/m/mine', '/m/agent', '/m/agent/home', '/m/forget',
  // The member centre draws its own header (name, settings); under the app header it would show two.
  '/m/member/home',
]);
const NO_BOTTOM_MENU = new Set([
  '/m/login', '/m/login/social/callback', '/m/agent', '/m/agent/home', '/m/register', '/m/trail', '/m/launchGame', '/m/changePsw',
  '/m/notice', '/m/forget', '/m/service', '/m/moreLottery', '/m/useragreement', '/m/maintenance',
  // The feedback form is part of customer service and drawn like it (the keyboard needs the room).
  '/m/feedback',
]);
/** Where the proxy sends a trial or free-play session that opens an actual-account screen (the address stays). */
export const FREE_REJECT_PAGE = '/m/freeReject';
/** Where the proxy sends a screen whose whitelabel switch is off (the address stays). */
export const FEATURE_OFF_PAGE = '/m/featureOff';

// SPEC §6 free_reject: screens whose every use moves money or changes the account (their writes say 'actual' too);
// the proxy rewrites them to FREE_REJECT_PAGE for trial and free-play sessions.
const ACTUAL_ONLY = new Set([
  '/m/withdraw', '/m/voucherCenter', '/m/rewardCenter', '/m/securityCenter', '/m/upLine/transfer', '/m/member/manualRebate',
  '/m/myAccount/index', '/m/feedback', '/m/changePsw',
]);
// '/m' too: the server reads '/m/' as '/m' before any layout sees it.
const LOGO_HEADER = new Set(['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html', '/m/hot']);
// The first screens of a visit, whose signed-out view is the same for every visitor of a language (the login form's
// remembered account comes from a cookie, which is part of what a shared page is kept under).
const SHARED_RENDER = new Set(['/m/home', '/m/hot', '/m/moreLottery', '/m/gameLobby', '/m/activity', '/m/login']);
const MEMBER_SHELL = new Set(['/m/home']);
const BACK_HOME = new Set(['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget']);

// 'agentDividend': an agent page about dividends, closed to both lists (SPEC §6).
type Access = 'none' | 'login' | 'home' | 'agent' | 'dividend' | 'agentDividend';

/** [path, title key, access]; aliases follow their page. */
const SCREENS: Array<[string, string, Access]> = [
  ['/m/home', 'home', 'none'],
  ['/m/login', 'login', 'none'],
  ['/m/login/social/callback', 'login', 'none'],
  ['/m/register', 'register', 'none'],
  ['/m/forget', 'forget', 'none'],
  ['/m/changePsw', 'changePsw', 'home'],
  ['/m/set', 'set', 'home'],
  ['/m/notice', 'notice', 'none'],
  ['/m/service', 'service', 'none'],
  ['/m/activity', 'activity', 'none'],
  ['/m/activityInfo', 'activityInfo', 'none'],
  ['/m/startLottery', 'lottery', 'none'],
  ['/m/gameLobby', 'gameLobby', 'none'],
  ['/m/useragreement', 'useragreement', 'none'],
  ['/m/hot', 'hot', 'none'],
  ['/m/moreLottery', 'lottery', 'none'],
  ['/m/member/home', 'mine', 'none'],
  ['/m/mine', 'mine', 'none'],
  ['/m/agent/home', 'agentHome', 'agent'],
  ['/m/agent', 'agentHome', 'agent'],
  ['/m/agentLogin', 'agentLogin', 'none'],
  ['/m/trail', 'trail', 'none'],
  // Open to visitors: sports may be tried without a session; the page sends everyone else to login.
  ['/m/launchGame', 'launchGame', 'none'],
  ['/m/maintenance', 'maintenance', 'none'],
  ['/m/voucherCenter', 'voucherCenter', 'login'],
  ['/m/withdraw', 'withdraw', 'login'],
  ['/m/member/benefits', 'benefits', 'login'],
  ['/m/rewardCenter', 'rewardCenter', 'login'],
  ['/m/leaderBoard', 'leaderBoard', 'none'],
  ['/m/gameRecord', 'gameRecord', 'login'],
  ['/m/transaction/record', 'transactionRecord', 'login'],
  ['/m/securityCenter', 'securityCenter', 'login'],
  ['/m/vouReport', 'vouReport', 'login'],
  ['/m/withdrawReport', 'withdrawReport', 'login'],
  ['/m/profitandloss', 'profitandloss', 'login'],
  ['/m/upLine/transfer', 'upLineTransfer', 'login'],
  ['/m/member/manualRebate', 'manualRebate', 'login'],
  ['/m/member/rebateReport', 'rebateReport', 'login'],
  ['/m/inviteFriends', 'inviteFriends', 'login'],
  ['/m/webEmail', 'webEmail', 'login'],
  ['/m/myAccount/index', 'myAccount', 'login'],
  ['/m/feedback', 'feedback', 'login'],
  ['/m/member/agent/getSalaryContract', 'salaryContract', 'dividend'],
  ['/m/member/agent/getDevidendContract', 'dividendContract', 'dividend'],
  ['/m/member/agent/getHourContract', 'hourContract', 'dividend'],
  ['/m/agent/team/overview', 'teamOverview', 'agent'],
  ['/m/member/team', 'team', 'agent'],
  ['/m/redRain', 'redRain', 'agent'],
  ['/m/agent/team/pnl', 'teamPnl', 'agent'],
  ['/m/teamBetting', 'teamBetting', 'agent'],
  ['/m/member/agent/agentRebeat', 'agentRebate', 'agent'],
  ['/m/member/teamRebate', 'teamRebate', 'agent'],
  ['/m/agentRegister', 'agentRegister', 'agent'],
  ['/m/member/agent/agentDivident', 'agentDividend', 'agentDividend'],
  ['/m/member/notice', 'agentNotice', 'agent'],
];

const EXCLUDED_TYPES: Partial<Record<Access, readonly number[]>> = {
  agent: AGENT_EXCLUDED_TYPES,
  dividend: DIVIDEND_EXCLUDED_TYPES,
  agentDividend: [...new Set([...AGENT_EXCLUDED_TYPES, ...DIVIDEND_EXCLUDED_TYPES])],
};

function rule(path: string, page: string, title: string, access: Access): RouteRule {
  const excludedTypes = EXCLUDED_TYPES[access];
  const flag = switchOf('screens', page);
  return {
    path,
    page,
    session: access === 'none' || access === 'home' ? access : 'login',
    loginPage: access === 'agent' || access === 'agentDividend' ? '/m/agentLogin' : '/m/login',
    ...(excludedTypes ? { excludedTypes } : {}),
    topBanner: TOP_BANNER.has(path),
    header: !NO_HEADER.has(page === '/m/register' ? page : path),
    logo: LOGO_HEADER.has(path),
    bottomMenu: !NO_BOTTOM_MENU.has(page === '/m/register' ? page : path),
    title,
    back: BACK_HOME.has(page) ? '/m/home' : 'history',
    actualOnly: ACTUAL_ONLY.has(page),
    sharedRender: SHARED_RENDER.has(page),
    memberShell: MEMBER_SHELL.has(page),
    ...(flag ? { flag } : {}),
  };
}

const aliasesOf: Record<string, string[]> = { '/m/home': HOME_ALIASES, '/m/register': REGISTER_ALIASES };

export const routeTable: ReadonlyMap<string, RouteRule> = new Map(
  SCREENS.flatMap(([page, title, access]) =>
    (aliasesOf[page] ?? [page]).map((path) => [path, rule(path, page, title, access)] as const),
  ),
);

export function routeRule(pathname: string): RouteRule | undefined {
  return routeTable.get(pathname);
}

/**
 * Where a player signs in again once a session has ended (SPEC §8): an agent at the agent login and anyone else at
 * the member login, as each refuses the other's accounts (SPEC §6); with no session to tell, the screen's own.
 */
export function loginAfterSession(pathname: string, type: number | null | undefined): RouteRule['loginPage'] {
  if (type === null || type === undefined) return routeRule(pathname)?.loginPage ?? '/m/login';
  return isAgentType(type) ? '/m/agentLogin' : '/m/login';
}

/** Screens whose title depends on what they list (SPEC §2 titles: the slots list is the 'RNG slots center'). */
const QUERY_TITLES: Record<string, Array<[param: string, value: string, title: string]>> = {
  '/m/gameLobby': [['type', 'RNG', 'slots']],
};

/** The header title key of a path with its query. */
export function routeTitle(rule: RouteRule, search: string): string {
  const query = new URLSearchParams(search);
  const match = QUERY_TITLES[rule.path]?.find(([param, value]) => query.get(param) === value);
  return match ? match[2] : rule.title;
}
