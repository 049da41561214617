import type { StartupMode } from '@/lib/settings/startupMode';
import { loginPathFor } from './returnPath';
import { routeRule } from './routeTable';

export type ProxyDecision =
  | { kind: 'next' }
  | { kind: 'maintenance' }
  | { kind: 'region' }
  | { kind: 'redirect'; location: string };

export interface ProxyRequest {
  pathname: string;
  search: string;
  mode: StartupMode;
  /** Read lazily: most requests never need the session. */
  viewer: () => Promise<{ loggedIn: boolean; type: number | null }>;
  extraRoutes: Readonly<Record<string, string>>;
}

/** The proxy's quick checks, in SPEC order: startup mode, extra routes, then the route's session rules. */
export async function proxyDecision(request: ProxyRequest): Promise<ProxyDecision> {
  if (request.mode === 1) return { kind: 'maintenance' };
  if (request.mode === 2) return { kind: 'region' };
  const rule = routeRule(request.pathname);
  if (!rule) {
    const target = request.extraRoutes[request.pathname];
    return target ? { kind: 'redirect', location: target } : { kind: 'next' };
  }
  if (rule.session === 'none') return { kind: 'next' };
  const viewer = await request.viewer();
  if (!viewer.loggedIn) {
    return {
      kind: 'redirect',
      location: rule.session === 'home' ? '/m/home' : loginPathFor(`${request.pathname}${request.search}`),
    };
  }
  if (rule.excludedTypes && viewer.type !== null && rule.excludedTypes.includes(viewer.type)) {
    return { kind: 'redirect', location: '/m/home' };
  }
  return { kind: 'next' };
}
