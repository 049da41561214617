import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentPasswordAttempts, signInAttempts, type LimitContext } from '@/lib/pipeline/attempts';
import { PlatformError } from '@/lib/platform/PlatformError';
import { takeAttempt } from '@/lib/security/rateLimit';
import { isRevoked, revokeToken } from '@/lib/session/revokedTokens';
import { failsClosed, FailurePolicyStore, STORE_UNAVAILABLE } from '@/lib/store/failurePolicy';
import { storeKey, installStore, type Store } from '@/lib/store/store';
import { metrics } from '@/lib/observability/metrics';
import { useConfig } from '../support/testConfig';

/** A shared store that is away: every command fails, as ioredis does without its offline queue. */
const away: Store = {
  increment: () => Promise.reject(new Error("Stream isn't writeable")),
  setIfAbsent: () => Promise.reject(new Error('Command timed out')),
  set: () => Promise.reject(new Error('Command timed out')),
  get: () => Promise.reject(new Error('Command timed out')),
  delete: () => Promise.reject(new Error('Command timed out')),
  schedule: () => Promise.reject(new Error('Command timed out')),
  claimDue: () => Promise.reject(new Error('Command timed out')),
  unschedule: () => Promise.reject(new Error('Command timed out')),
};

const member: LimitContext = { forwardedFor: '203.0.113.7', userName: 'demo01' };

async function codeOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof PlatformError ? error.code : String(error);
  }
}

describe('the shared store when it is away', () => {
  beforeAll(() => useConfig({ RATE_LIMIT_LOGIN: '5', RATE_LIMIT_REGISTER: '5' }));
  beforeEach(() => installStore(new FailurePolicyStore(away)));

  it('names the families that fail closed: sign-in, SMS codes, payment passwords', () => {
    expect(failsClosed(storeKey('rate', 'login', '1.2.3.4', 7))).toBe(true);
    expect(failsClosed(storeKey('signin', 'fails', 'demo01'))).toBe(true);
    expect(failsClosed(storeKey('code', 'void', '912345678'))).toBe(true);
    expect(failsClosed(storeKey('paypw', 'lock', 'demo01'))).toBe(true);
    expect(failsClosed(storeKey('rate', 'register', '1.2.3.4', 7))).toBe(false);
    expect(failsClosed(storeKey('revoked', 'abc'))).toBe(false);
    expect(failsClosed(storeKey('idem', 'demo01', 'withdraw', 'key'))).toBe(false);
  });

  it('refuses sign-ins and payment-password writes with STORE_UNAVAILABLE (worded "try again shortly")', async () => {
    expect(await codeOf(() => takeAttempt('login', '203.0.113.7'))).toBe(STORE_UNAVAILABLE);
    expect(await codeOf(() => signInAttempts((input) => input.username, (input) => input.captcha).check({ username: 'demo01' }, member))).toBe(STORE_UNAVAILABLE);
    expect(await codeOf(() => paymentPasswordAttempts.check({}, member))).toBe(STORE_UNAVAILABLE);
  });

  it('lets other limits and reads through', async () => {
    expect(await takeAttempt('register', '203.0.113.7')).toMatchObject({ allowed: true });
    expect(await isRevoked('some-token')).toBe(false);
    await expect(revokeToken('some-token')).resolves.toBeUndefined();
  });

  it('never throws from a write that only records, even on a closed family', async () => {
    await expect(signInAttempts((input) => input.username, (input) => input.captcha).settle!({ username: 'demo01' }, member, { ok: true })).resolves.toBeUndefined();
  });

  it('counts each failed command in the metrics', async () => {
    const before = (await metrics().storeErrors.get()).values.find((value) => value.labels.op === 'get')?.value ?? 0;
    await isRevoked('another-token');
    const after = (await metrics().storeErrors.get()).values.find((value) => value.labels.op === 'get')?.value ?? 0;
    expect(after).toBe(before + 1);
  });
});
