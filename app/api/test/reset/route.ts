import { config } from '@/lib/config';
import { MemoryStore } from '@/lib/store/memoryStore';
import { useStore } from '@/lib/store/store';

/**
 * Test runs only (TEST_CONTROL=true): forgets every counter, lock, revocation and idempotency record of the
 * embedded store, so one spec's lockout does not leak into the next. Answers 404 everywhere else.
 */
export async function POST(): Promise<Response> {
  if (!config().TEST_CONTROL) return new Response(null, { status: 404 });
  useStore(new MemoryStore());
  return new Response(null, { status: 204 });
}
