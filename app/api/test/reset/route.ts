import { config } from '@/lib/config';
import { resetStore } from '@/lib/store/store';

/**
 * Test runs only (TEST_CONTROL=true): forgets every counter, lock, revocation and idempotency record of the
 * store (the embedded one, or this merchant's keys in the shared one), so one spec's lockout does not leak into
 * the next. Answers 404 everywhere else.
 */
export async function POST(): Promise<Response> {
  if (!config().TEST_CONTROL) return new Response(null, { status: 404 });
  await resetStore();
  return new Response(null, { status: 204 });
}
