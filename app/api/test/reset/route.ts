import type { NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { resetSettingsCache } from '@/lib/settings/settings';
import { resetStore } from '@/lib/store/store';

/**
 * Test runs only (TEST_CONTROL=true): forgets every counter, lock, revocation and idempotency record of the
 * store (the embedded one, or this merchant's keys in the shared one), so one spec's lockout does not leak into
 * the next, and the cached platform settings, so the next request loads them from the freshly seeded platform.
 * With `?only=settings` it forgets the settings alone: a switch a test just made on the platform (maintenance,
 * region, flags) then takes effect at the next request instead of after SETTINGS_TTL_MS. Answers 404 everywhere
 * else.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!config().TEST_CONTROL) return new Response(null, { status: 404 });
  if (request.nextUrl.searchParams.get('only') !== 'settings') await resetStore();
  resetSettingsCache();
  return new Response(null, { status: 204 });
}
