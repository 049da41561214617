import { PlatformError } from '@/lib/platform/PlatformError';
import { throttledLogger } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import type { Store } from './store';

/**
 * Key families whose limits guard a secret that could be guessed (sign-in, SMS codes, payment passwords), or a proof
 * used once (a social sign-in's state): while the store cannot count them they fail closed, refusing with "try again
 * shortly". Everything else fails open: pages and reads go on, a revoked token is then caught by the platform's own
 * 401, and a money write's repeat by the platform's idempotency key.
 */
const CLOSED = [/^mc:[^:]+:rate:login:/, /^mc:[^:]+:signin:/, /^mc:[^:]+:code:/, /^mc:[^:]+:paypw:/, /^mc:[^:]+:social:/];

export function failsClosed(key: string): boolean {
  return CLOSED.some((pattern) => pattern.test(key));
}

/** The refusal of a limit that cannot be counted now; the refusal texts word it "try again shortly". */
export const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE';

export function storeUnavailable(): PlatformError {
  return new PlatformError('rate_limited', STORE_UNAVAILABLE, 'The store is unavailable', { retryAfterSeconds: 5 });
}

const log = throttledLogger(5000);

/**
 * Puts the policy in front of a shared store: each failed command is counted and logged (throttled), then a
 * check on a closed family throws the refusal, and anything else answers as if nothing were recorded. Writes that
 * only record (set, delete) never throw: by then the platform has answered, and the next check fails closed anyway.
 */
export class FailurePolicyStore implements Store {
  constructor(private readonly inner: Store) {}

  private async guard<T>(op: keyof Store, key: string, run: () => Promise<T>, open: T, mayRefuse: boolean): Promise<T> {
    try {
      return await run();
    } catch (error) {
      metrics().storeErrors.inc({ op });
      const closed = mayRefuse && failsClosed(key);
      const failed = closed ? 'closed' : mayRefuse ? 'open' : 'not recorded';
      log('warn', op, 'store command failed', { op, failed, error: error instanceof Error ? error.message : String(error) });
      if (closed) throw storeUnavailable();
      return open;
    }
  }

  increment(key: string, ttlMs: number, by?: number): Promise<number> {
    // 0 is under every limit: an open family lets the attempt through.
    return this.guard('increment', key, () => this.inner.increment(key, ttlMs, by), 0, true);
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return this.guard('setIfAbsent', key, () => this.inner.setIfAbsent(key, value, ttlMs), true, true);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    return this.guard('set', key, () => this.inner.set(key, value, ttlMs), undefined, false);
  }

  get(key: string): Promise<string | null> {
    return this.guard('get', key, () => this.inner.get(key), null, true);
  }

  delete(key: string): Promise<void> {
    return this.guard('delete', key, () => this.inner.delete(key), undefined, false);
  }

  schedule(key: string, member: string, dueAt: number, ttlMs: number): Promise<void> {
    return this.guard('schedule', key, () => this.inner.schedule(key, member, dueAt, ttlMs), undefined, false);
  }

  // Nothing claimed while the store is away: the members wait there for the next turn.
  claimDue(key: string, now: number, leaseMs: number, limit: number): Promise<string[]> {
    return this.guard('claimDue', key, () => this.inner.claimDue(key, now, leaseMs, limit), [], false);
  }

  unschedule(key: string, member: string): Promise<void> {
    return this.guard('unschedule', key, () => this.inner.unschedule(key, member), undefined, false);
  }
}
