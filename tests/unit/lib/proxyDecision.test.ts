import { describe, expect, it } from 'vitest';
import { proxyDecision, type ProxyDecision } from '@/lib/routes/proxyDecision';
import type { StartupMode } from '@/lib/settings/startupMode';

type Viewer = { loggedIn: boolean; type: number | null };
const visitor: Viewer = { loggedIn: false, type: null };
const member: Viewer = { loggedIn: true, type: 0 };
const agent: Viewer = { loggedIn: true, type: 1 };
const type4: Viewer = { loggedIn: true, type: 4 };
const type40: Viewer = { loggedIn: true, type: 40 };
const type41: Viewer = { loggedIn: true, type: 41 };

const extraRoutes = { '/promo': '/m/activity', '/help': 'https://help.example/' };

// SPEC §4 startup modes, §6 roles; proxy decisions, table-driven
const cases: Array<[string, string, StartupMode, Viewer, ProxyDecision]> = [
  ['/m/home', '', 0, visitor, { kind: 'next' }],
  ['/', '', 0, visitor, { kind: 'next' }],
  ['/m/home', '', 1, visitor, { kind: 'maintenance' }],
  ['/m/login', '', 1, member, { kind: 'maintenance' }],
  // SPEC §2 /m/maintenance: the maintenance page only while in maintenance; otherwise home
  ['/m/maintenance', '', 1, visitor, { kind: 'maintenance' }],
  ['/m/maintenance', '', 0, visitor, { kind: 'redirect', location: '/m/home' }],
  ['/m/maintenance', '', 0, member, { kind: 'redirect', location: '/m/home' }],
  ['/m/maintenance', '', 2, visitor, { kind: 'region' }],
  ['/m/home', '', 2, visitor, { kind: 'region' }],
  ['/m/withdraw', '', 2, member, { kind: 'region' }],
  ['/m/withdraw', '', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Fwithdraw' }],
  ['/m/transaction/record', '?types=A', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Ftransaction%2Frecord%3Ftypes%3DA' }],
  ['/m/withdraw', '', 0, member, { kind: 'next' }],
  ['/m/set', '', 0, visitor, { kind: 'redirect', location: '/m/home' }],
  ['/m/changePsw', '', 0, visitor, { kind: 'redirect', location: '/m/home' }],
  ['/m/set', '', 0, member, { kind: 'next' }],
  ['/m/agent/home', '', 0, visitor, { kind: 'redirect', location: '/m/agentLogin?redirect=%2Fm%2Fagent%2Fhome' }],
  ['/m/agent/home', '', 0, member, { kind: 'redirect', location: '/m/home' }],
  ['/m/agent/home', '', 0, type4, { kind: 'redirect', location: '/m/home' }],
  ['/m/agent', '', 0, type40, { kind: 'redirect', location: '/m/home' }],
  ['/m/agent/home', '', 0, agent, { kind: 'next' }],
  ['/m/agent/home', '', 0, type41, { kind: 'next' }],
  ['/m/member/agent/agentDivident', '', 0, type41, { kind: 'redirect', location: '/m/home' }],
  ['/m/member/agent/agentDivident', '', 0, agent, { kind: 'next' }],
  // Dividend records are an agent page too; the contract screens stay open to a type-0 member's prompt
  ['/m/member/agent/agentDivident', '', 0, member, { kind: 'redirect', location: '/m/home' }],
  ['/m/member/agent/getDevidendContract', '', 0, member, { kind: 'next' }],
  // The agent area signs visitors in at its own login; contract screens (members too) keep the member one.
  ['/m/member/team', '?page=2', 0, visitor, { kind: 'redirect', location: '/m/agentLogin?redirect=%2Fm%2Fmember%2Fteam%3Fpage%3D2' }],
  ['/m/member/agent/agentDivident', '', 0, visitor, { kind: 'redirect', location: '/m/agentLogin?redirect=%2Fm%2Fmember%2Fagent%2FagentDivident' }],
  ['/m/member/agent/getDevidendContract', '', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Fmember%2Fagent%2FgetDevidendContract' }],
  ['/m/mine', '', 0, visitor, { kind: 'next' }],
  ['/m/agentLogin', '', 0, visitor, { kind: 'next' }],
  ['/promo', '', 0, visitor, { kind: 'redirect', location: '/m/activity' }],
  ['/help', '', 0, visitor, { kind: 'redirect', location: 'https://help.example/' }],
  ['/nowhere', '', 0, visitor, { kind: 'next' }],
  // Decided on the path Next renders: percent-decoded once, dot segments, doubled and trailing slashes resolved
  ['/m/%61gent/home', '', 0, visitor, { kind: 'redirect', location: '/m/agentLogin?redirect=%2Fm%2Fagent%2Fhome' }],
  ['/m/%61gent/home', '', 0, member, { kind: 'redirect', location: '/m/home' }],
  ['/m/with%64raw', '', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Fwithdraw' }],
  ['/m/WITH%64raw', '', 0, visitor, { kind: 'next' }],
  ['/%6D/%73et', '', 0, visitor, { kind: 'redirect', location: '/m/home' }],
  ['/m/agent%2Fhome', '', 0, visitor, { kind: 'redirect', location: '/m/agentLogin?redirect=%2Fm%2Fagent%2Fhome' }],
  ['/m//withdraw/', '', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Fwithdraw' }],
  ['/m/./x/../withdraw', '?a=1', 0, visitor, { kind: 'redirect', location: '/m/login?redirect=%2Fm%2Fwithdraw%3Fa%3D1' }],
  ['/m/x/%2e%2e/agent/home', '', 0, agent, { kind: 'next' }],
  ['/pro%6do', '', 0, visitor, { kind: 'redirect', location: '/m/activity' }],
  // A path Next cannot decode is refused before any rule, as JSON on the platform's doors
  ['/m/%zz', '', 0, visitor, { kind: 'badRequest', bff: false }],
  ['/m/%E0%A4%A', '', 0, member, { kind: 'badRequest', bff: false }],
  ['/m/home%', '', 1, visitor, { kind: 'badRequest', bff: false }],
  ['/wps/%E0%A4%A', '', 0, visitor, { kind: 'badRequest', bff: true }],
  ['/lgw/games/%zz', '', 0, visitor, { kind: 'badRequest', bff: true }],
  ['/img/750/%ZZ.jpg', '', 0, visitor, { kind: 'badRequest', bff: false }],
  // A path decoding to a control character is no route (and could not be copied into a header)
  ['/m/login%0d%0aSet-Cookie:%20x=1', '', 0, visitor, { kind: 'badRequest', bff: false }],
  ['/play/%0d%0aX:1', '', 0, visitor, { kind: 'badRequest', bff: false }],
  ['/m/home%00', '', 0, visitor, { kind: 'badRequest', bff: false }],
  ['/wps/games/%0a', '', 0, visitor, { kind: 'badRequest', bff: true }],
  // A readable door path is its handler's business, even in maintenance
  ['/wps/games/%68ot', '', 0, visitor, { kind: 'pass' }],
  ['/lgw/wallets/balance%20', '', 1, visitor, { kind: 'pass' }],
  ['/img/750/a%2Db.jpg', '', 0, visitor, { kind: 'pass' }],
  // SPEC §4 lottery launch: /play is the platform's lottery pages (row 40's gameUrl), nothing else of it
  ['/play/LOTT/LOTT_01', '?view=betting&prizeMode=Lott&ticket=0a1b2c3d4e5f6a7b', 0, member, { kind: 'next' }],
  ['/play/LOTT/lobby', '?view=lobby&prizeMode=Lott&ticket=0a1b2c3d4e5f6a7b', 0, member, { kind: 'next' }],
  ['/play/LOTT/lobby', '', 1, member, { kind: 'maintenance' }],
  ['/play/SABA/SABA-301', '?trial=1', 0, member, { kind: 'badRequest', bff: false }],
  ['/play/LOTT/LOTT_01/bet', '', 0, member, { kind: 'badRequest', bff: false }],
  ['/play/LOTT/%2e%2e', '', 0, member, { kind: 'badRequest', bff: false }],
  ['/play/LOTT/LOTT_01', '?view=betting&callback=https://evil.example', 0, member, { kind: 'badRequest', bff: false }],
  ['/play/LOTT/LOTT_01', '?view=<script>', 0, member, { kind: 'badRequest', bff: false }],
  ['/play/LOTT/LOTT_01', '?view=betting&view=lobby', 0, member, { kind: 'badRequest', bff: false }],
];

describe('proxyDecision', () => {
  it.each(cases)('%s%s mode %i as %j -> %j', async (pathname, search, mode, viewer, expected) => {
    expect(await proxyDecision({ pathname, search, mode, viewer: async () => viewer, extraRoutes })).toEqual(expected);
  });

  it('does not read the session for public routes', async () => {
    let read = false;
    await proxyDecision({
      pathname: '/m/home', search: '', mode: 0, extraRoutes,
      viewer: async () => { read = true; return visitor; },
    });
    expect(read).toBe(false);
  });
});

describe('routeTitle (SPEC §2 header titles)', () => {
  it('names the slots list the RNG slots center and other lists the game center', async () => {
    const { routeRule, routeTitle } = await import('@/lib/routes/routeTable');
    const lobby = routeRule('/m/gameLobby')!;
    expect(routeTitle(lobby, '?type=RNG&vendor=PG')).toBe('slots');
    expect(routeTitle(lobby, '?type=LIVE')).toBe('gameLobby');
    expect(routeTitle(lobby, '')).toBe('gameLobby');
    expect(routeTitle(routeRule('/m/activity')!, '?type=RNG')).toBe('activity');
  });
});
