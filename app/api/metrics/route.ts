import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config';
import { metrics } from '@/lib/observability/metrics';

export const dynamic = 'force-dynamic';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Prometheus text format, for a scraper holding METRICS_TOKEN; without the token configured there is nothing here. */
export async function GET(request: Request): Promise<Response> {
  const token = config().METRICS_TOKEN;
  if (!token) return new Response('Not found', { status: 404 });
  const offered = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(offered), digest(token))) {
    return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
