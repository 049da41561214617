import { config } from '@/lib/config';
import { lotteryPagePath } from '@/lib/platform/lotteryPage';

export const dynamic = 'force-dynamic';

/**
 * SPEC §4: a lottery launch answers a relative gameUrl that the browser opens on this site ("/{gameUrl}"). The
 * platform serves those pages (they carry a one-off ticket, never a token); only their documented shape is asked
 * for (the proxy refuses any other), and the proxy serves them in a CSP sandbox, as the platform's scripts run on
 * this site's address.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const upstreamPath = lotteryPagePath(url.pathname, url.search);
  if (!upstreamPath) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  try {
    const upstream = await fetch(`${config().UPSTREAM_URL}${upstreamPath}`, {
      headers: { Accept: request.headers.get('accept') ?? 'text/html', 'Accept-Language': request.headers.get('accept-language') ?? '' },
      signal: AbortSignal.timeout(config().PLATFORM_TIMEOUT_MS),
      cache: 'no-store',
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  } catch {
    return Response.redirect(new URL('/m/home', url), 303);
  }
}
