import 'server-only';
import { config } from '@/lib/config';
import { store, storeKey, type Store } from '@/lib/store/store';
import { visitorIp } from './visitorIp';

/** What is limited per visitor IP: every sign-in kind, registration, SMS codes, captcha images, uploads, pictures drawn, vitals beacons. */
export type RateBucket = 'login' | 'register' | 'sms' | 'captcha' | 'upload' | 'email' | 'image' | 'vitals';

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the visitor's window starts over (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * A fixed window per key in the shared store: `limit` hits per `windowMs`; a limit of 0 allows everything.
 * Windows are aligned on the clock so every replica counts into the same one.
 */
export async function takeFromWindow(
  target: Store,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateVerdict> {
  if (limit === 0) return { allowed: true, retryAfterSeconds: 0 };
  const slot = Math.floor(now / windowMs);
  const hits = await target.increment(`${key}:${slot}`, windowMs);
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(((slot + 1) * windowMs - now) / 1000)) };
}

function limitOf(bucket: RateBucket): number {
  const env = config();
  const limits: Record<RateBucket, number> = {
    login: env.RATE_LIMIT_LOGIN,
    register: env.RATE_LIMIT_REGISTER,
    sms: env.RATE_LIMIT_SMS,
    captcha: env.RATE_LIMIT_CAPTCHA,
    upload: env.RATE_LIMIT_UPLOAD,
    email: env.RATE_LIMIT_SMS,
    image: env.RATE_LIMIT_IMAGE,
    vitals: env.RATE_LIMIT_VITALS,
  };
  return limits[bucket];
}

/** A reset email and an SMS code both send a message to someone else's address: one budget per visitor for both. */
const budgetOf = (bucket: RateBucket): RateBucket => (bucket === 'email' ? 'sms' : bucket);

/**
 * Counts one attempt of the visitor (the address TRUSTED_PROXIES lets the request hooks believe, see visitorIp) in
 * a bucket. Carriers put many phones behind one address, which is why every guessable secret also has a per-target
 * limit (lib/pipeline/attempts.ts).
 */
export function takeAttempt(bucket: RateBucket, forwardedFor: string | null): Promise<RateVerdict> {
  const env = config();
  const ip = visitorIp(forwardedFor);
  return takeFromWindow(store(), storeKey('rate', budgetOf(bucket), ip), limitOf(bucket), env.RATE_LIMIT_WINDOW_SECONDS * 1000);
}
