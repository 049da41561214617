import { config } from '@/lib/config';

/** The bare route handler `npm run bench` weighs the backend-for-frontend against. Only with BENCH_FLOOR on. */
export function GET(): Response {
  if (!config().BENCH_FLOOR) return Response.json({ success: false, value: null, message: 'Not found' }, { status: 404 });
  return Response.json({ success: true, value: 'pong' }, { headers: { 'Cache-Control': 'no-store' } });
}
