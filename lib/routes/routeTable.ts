/**
 * The route table: every path of SPEC §2 with its session rule and layout rules. The proxy, the layout and
 * the tests read it; no route rule is written anywhere else.
 */
export interface RouteRule {
  /** The page that renders this path (aliases point at their canonical page). */
  page: string;
  /** 'login': visitors go to /m/login; 'home': visitors go to /m/home (SPEC §2 settings, change password). */
  session: 'none' | 'login' | 'home';
  /** Member types sent to /m/home (SPEC §6 agent area, dividends, contracts). */
  excludedTypes?: readonly number[];
  topBanner: boolean;
  header: boolean;
  bottomMenu: boolean;
  /** Where the header's back arrow goes: a fixed path, or one step back in history (home without history). */
  back: '/m/home' | 'history';
}

/** SPEC §6: the agent centre is not for these member types. */
export const AGENT_EXCLUDED_TYPES = [0, 4, 40] as const;
/** SPEC §6: dividends and contract prompts are not for these member types. */
export const DIVIDEND_EXCLUDED_TYPES = [4, 40, 41, 42] as const;

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
const REGISTER_ALIASES = ['/m/register', '/register.html', '/m/register.html'];
const TOP_BANNER = new Set([...HOME_ALIASES, '/m/activity', '/m/hot']);
const NO_HEADER = new Set(['/m/login', '/m/agentLogin', ...REGISTER_ALIASES, '/m/mine', '/m/agent', '/m/agent/home', '/m/forget']);
const NO_BOTTOM_MENU = new Set([
  '/m/login', '/m/agent', '/m/agent/home', ...REGISTER_ALIASES, '/m/trail', '/m/launchGame', '/m/changePsw',
  '/m/notice', '/m/forget', '/m/service', '/m/moreLottery', '/m/useragreement', '/m/maintenance',
]);
const BACK_HOME = new Set(['/m/login', ...REGISTER_ALIASES, '/m/trail', '/m/notice', '/m/forget']);

const PUBLIC = [
  '/m/login', '/m/forget', '/m/notice', '/m/service', '/m/activity', '/m/activityInfo', '/m/startLottery',
  '/m/gameLobby', '/m/useragreement', '/m/hot', '/m/moreLottery', '/m/member/home', '/m/mine', '/m/agentLogin',
  '/m/trail', '/m/maintenance', '/m/leaderBoard',
];
const HOME_IF_SIGNED_OUT = ['/m/set', '/m/changePsw'];
const MEMBER = [
  '/m/launchGame', '/m/voucherCenter', '/m/withdraw', '/m/member/benefits', '/m/rewardCenter', '/m/gameRecord',
  '/m/transaction/record', '/m/securityCenter', '/m/vouReport', '/m/withdrawReport', '/m/profitandloss',
  '/m/upLine/transfer', '/m/member/manualRebate', '/m/member/rebateReport', '/m/inviteFriends', '/m/webEmail',
  '/m/myAccount/index',
];
const AGENT = [
  '/m/agent/home', '/m/agent', '/m/agent/team/overview', '/m/member/team', '/m/redRain', '/m/agent/team/pnl',
  '/m/teamBetting', '/m/member/agent/agentRebeat', '/m/member/teamRebate', '/m/agentRegister', '/m/member/notice',
];
const DIVIDEND = [
  '/m/member/agent/agentDivident', '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

function rule(path: string, page: string, session: RouteRule['session'], excludedTypes?: readonly number[]): RouteRule {
  return {
    page,
    session,
    ...(excludedTypes ? { excludedTypes } : {}),
    topBanner: TOP_BANNER.has(path),
    header: !NO_HEADER.has(path),
    bottomMenu: !NO_BOTTOM_MENU.has(path),
    back: BACK_HOME.has(path) ? '/m/home' : 'history',
  };
}

export const routeTable: ReadonlyMap<string, RouteRule> = new Map<string, RouteRule>([
  ...HOME_ALIASES.map((path) => [path, rule(path, '/m/home', 'none')] as const),
  ...REGISTER_ALIASES.map((path) => [path, rule(path, '/m/register', 'none')] as const),
  ...PUBLIC.map((path) => [path, rule(path, path, 'none')] as const),
  ...HOME_IF_SIGNED_OUT.map((path) => [path, rule(path, path, 'home')] as const),
  ...MEMBER.map((path) => [path, rule(path, path, 'login')] as const),
  ...AGENT.map((path) => [path, rule(path, path, 'login', AGENT_EXCLUDED_TYPES)] as const),
  ...DIVIDEND.map((path) => [path, rule(path, path, 'login', DIVIDEND_EXCLUDED_TYPES)] as const),
]);

export function routeRule(pathname: string): RouteRule | undefined {
  return routeTable.get(pathname);
}
