import 'server-only';
import { config } from '@/lib/config';
import { visitorIp } from './visitorIp';

/** What is limited per visitor IP (issue 8): every sign-in kind, registration, SMS codes, captcha images. */
export type RateBucket = 'login' | 'register' | 'sms' | 'captcha';

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the visitor's window starts over (for Retry-After). */
  retryAfterSeconds: number;
}

/** Visitors remembered per bucket; past this the oldest are forgotten, so memory stays bounded under a flood. */
const MAX_VISITORS = 10_000;

/** A fixed window per key: `limit` hits per `windowMs`; a limit of 0 allows everything. */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = MAX_VISITORS,
  ) {}

  take(key: string, now = Date.now()): RateVerdict {
    if (this.limit === 0) return { allowed: true, retryAfterSeconds: 0 };
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      // Re-inserting keeps the map in order of window start: the first key is always the stalest.
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { startedAt: now, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return {
      allowed: window.hits <= this.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)),
    };
  }

  get size(): number {
    return this.windows.size;
  }
}

const holder = globalThis as typeof globalThis & { __mcRateLimits?: Map<RateBucket, FixedWindowCounter> };

function counterFor(bucket: RateBucket): FixedWindowCounter {
  const counters = (holder.__mcRateLimits ??= new Map());
  let counter = counters.get(bucket);
  if (!counter) {
    const env = config();
    const limits: Record<RateBucket, number> = {
      login: env.RATE_LIMIT_LOGIN,
      register: env.RATE_LIMIT_REGISTER,
      sms: env.RATE_LIMIT_SMS,
      captcha: env.RATE_LIMIT_CAPTCHA,
    };
    counter = new FixedWindowCounter(limits[bucket], env.RATE_LIMIT_WINDOW_SECONDS * 1000);
    counters.set(bucket, counter);
  }
  return counter;
}

/** Counts one attempt of the visitor (by X-Forwarded-For, see visitorIp) in a bucket. */
export function takeAttempt(bucket: RateBucket, forwardedFor: string | null): RateVerdict {
  return counterFor(bucket).take(visitorIp(forwardedFor, config().TRUSTED_PROXY_HOPS));
}

/** Forgets every counter (tests only). */
export function resetRateLimits(): void {
  holder.__mcRateLimits = undefined;
}
