import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { config } from '@/lib/config';
import { store, storeKey } from '@/lib/store/store';
import { SESSION_LIFETIME_SECONDS } from './lifetime';

/**
 * Sign-outs the platform has not confirmed yet (row 3 failed or went unanswered): kept in the shared store and asked
 * again with a growing wait until the platform confirms, so a platform token outlives its sign-out only as long as
 * the platform is away. With Redis the queue survives a restart and any replica takes it up; the token is kept
 * sealed with SESSION_SECRET, as in the cookie, never in the clear.
 */

/** The first wait after a failed logout, doubled after each further failure up to the longest. */
export const FIRST_RETRY_MS = 5000;
export const LONGEST_RETRY_MS = 5 * 60 * 1000;
/** How long one replica holds a claimed sign-out before another may take it up (longer than any platform call). */
const LEASE_MS = 60 * 1000;
/** Sign-outs asked again per turn, and how often a replica looks for due ones. */
const BATCH = 20;
const TURN_MS = 1000;

const queueKey = () => storeKey('signout', 'pending');

const pending = z.object({
  token: z.string().min(1),
  /** Failed asks so far. */
  tries: z.number().int().min(1),
  /** Past this the token has ended on the platform anyway (no session lives longer). */
  until: z.number(),
});
type PendingSignOut = z.infer<typeof pending>;

/** What asking the platform once came to: `ended` (confirmed, or the platform no longer knows the token) or `failed`. */
export type LogoutAnswer = 'ended' | 'failed';

export const retryDelay = (tries: number) => Math.min(FIRST_RETRY_MS * 2 ** (tries - 1), LONGEST_RETRY_MS);

async function put(entry: PendingSignOut, now: number): Promise<void> {
  const member = await sealData(entry, { password: config().SESSION_SECRET, ttl: SESSION_LIFETIME_SECONDS });
  await store().schedule(queueKey(), member, now + retryDelay(entry.tries), SESSION_LIFETIME_SECONDS * 1000);
}

/** Queues the sign-out of `token` whose first ask failed. */
export function queueSignOut(token: string, now = Date.now()): Promise<void> {
  return put({ token, tries: 1, until: now + SESSION_LIFETIME_SECONDS * 1000 }, now);
}

async function opened(member: string): Promise<PendingSignOut | null> {
  try {
    const parsed = pending.safeParse(await unsealData(member, { password: config().SESSION_SECRET, ttl: SESSION_LIFETIME_SECONDS }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One turn: asks the platform again for each due sign-out; a confirmed one leaves the queue, a failed one waits
 * twice as long as before. Answers how many were asked.
 */
export async function retryDueSignOuts(ask: (token: string) => Promise<LogoutAnswer>, now = Date.now()): Promise<number> {
  const members = await store().claimDue(queueKey(), now, LEASE_MS, BATCH);
  await Promise.all(
    members.map(async (member) => {
      const entry = await opened(member);
      const answer = entry && entry.until > now ? await ask(entry.token).catch((): LogoutAnswer => 'failed') : 'ended';
      await store().unschedule(queueKey(), member);
      if (answer === 'failed' && entry) await put({ ...entry, tries: entry.tries + 1 }, now);
    }),
  );
  return members.length;
}

const timers = globalThis as typeof globalThis & { __mcSignOutTimer?: NodeJS.Timeout };

/** Runs the turns for as long as the process lives (from the server's start, so a restart takes up the queue). */
export function keepRetryingSignOuts(ask: (token: string) => Promise<LogoutAnswer>): void {
  if (timers.__mcSignOutTimer) return;
  let running = false;
  timers.__mcSignOutTimer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueSignOuts(ask)
      .catch(() => 0)
      .finally(() => {
        running = false;
      });
  }, TURN_MS);
  timers.__mcSignOutTimer.unref();
}
