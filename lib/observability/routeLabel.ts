import { bffRoute } from '@/lib/bff/bffRoutes';
import { routeRule } from '@/lib/routes/routeTable';

const FIXED = ['/api/health/ready', '/api/health/live', '/api/health', '/api/metrics', '/api/locale', '/manifest.webmanifest', '/favicon.ico', '/robots.txt'];

/**
 * The route a request is counted and logged under: a known pattern, never the raw path, so ids in paths and
 * paths made up by scanners cannot grow the metric series or put anything personal in a label.
 */
export function routeLabel(method: string, url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!.split('#')[0]!;
  if (path.startsWith('/_next/static/')) return '/_next/static';
  if (path.startsWith('/_next/')) return '/_next';
  if (FIXED.includes(path)) return path;
  if (path.startsWith('/wps/') || path.startsWith('/lgw/')) {
    return bffRoute(method, path)?.call.path ?? `${path.slice(0, 4)}/*`;
  }
  if (path.startsWith('/m/') || path === '/m') return routeRule(path)?.path ?? '/m/*';
  if (path.startsWith('/play/')) return '/play/*';
  if (path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/icons/') || path.startsWith('/images/')) return `/${path.split('/')[1]}/*`;
  return path === '/' ? '/' : '/*';
}
