import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

/**
 * SPEC §4: a lottery launch answers a relative gameUrl that the browser opens on this site ("/{gameUrl}"). The
 * platform serves those pages; this passes them through unchanged (they carry a one-off ticket, never a token).
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    const upstream = await fetch(`${config().UPSTREAM_URL}${url.pathname}${url.search}`, {
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
