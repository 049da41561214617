import { lotteryPagePath } from '@/lib/platform/lotteryPage';
import type { StartupMode } from '@/lib/settings/startupMode';
import { loginPathFor } from './returnPath';
import { isBffPath, isPicturePath, normalisedPath } from './requestPath';
import { routeRule } from './routeTable';

export type ProxyDecision =
  | { kind: 'next' }
  | { kind: 'maintenance' }
  | { kind: 'region' }
  | { kind: 'redirect'; location: string }
  /**
   * The path's percent-encoding is malformed, or a /play path is no lottery page; `bff` when it was meant for /wps or
   * /lgw (answered as JSON).
   */
  | { kind: 'badRequest'; bff: boolean }
  /** A readable /wps, /lgw or /img path: its handler decides, not the page rules. */
  | { kind: 'pass' };

const MAINTENANCE_PATH = '/m/maintenance';

export interface ProxyRequest {
  /** As the request wrote it; decided on once decoded and normalised (lib/routes/requestPath.ts). */
  pathname: string;
  search: string;
  mode: StartupMode;
  /** Read lazily: most requests never need the session. */
  viewer: () => Promise<{ loggedIn: boolean; type: number | null }>;
  extraRoutes: Readonly<Record<string, string>>;
}

/**
 * The proxy's quick checks, in SPEC order: startup mode, extra routes, then the route's session rules; before
 * them, the path must be readable, and the /wps and /lgw doors go to their handlers whatever the mode.
 */
export async function proxyDecision(request: ProxyRequest): Promise<ProxyDecision> {
  const pathname = normalisedPath(request.pathname);
  const bff = isBffPath(request.pathname);
  if (pathname === null) return { kind: 'badRequest', bff };
  if (bff || isPicturePath(request.pathname)) return { kind: 'pass' };
  if (request.mode === 1) return { kind: 'maintenance' };
  if (request.mode === 2) return { kind: 'region' };
  // The platform's pages under /play are its lottery pages, and nothing else of it, however the path is spelt.
  const underPlay = [pathname, request.pathname].some((path) => /^\/play(\/|$)/.test(path));
  if (underPlay && !lotteryPagePath(request.pathname, request.search)) return { kind: 'badRequest', bff: false };
  // SPEC §2 /m/maintenance: while the platform is in maintenance every path shows the maintenance page (above);
  // opened at any other time, it would announce a maintenance that is not happening.
  if (pathname === MAINTENANCE_PATH) return { kind: 'redirect', location: '/m/home' };
  const rule = routeRule(pathname);
  if (!rule) {
    const target = request.extraRoutes[pathname];
    return target ? { kind: 'redirect', location: target } : { kind: 'next' };
  }
  if (rule.session === 'none') return { kind: 'next' };
  const viewer = await request.viewer();
  if (!viewer.loggedIn) {
    return {
      kind: 'redirect',
      location: rule.session === 'home' ? '/m/home' : loginPathFor(`${pathname}${request.search}`, rule.loginPage),
    };
  }
  if (rule.excludedTypes && viewer.type !== null && rule.excludedTypes.includes(viewer.type)) {
    return { kind: 'redirect', location: '/m/home' };
  }
  return { kind: 'next' };
}
