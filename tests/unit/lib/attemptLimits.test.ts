import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_TRIES, codeAttempts, codeRequested, CODES_PER_NUMBER, loginPasswordAttempts, paymentPasswordAttempts, PICTURE_BYTES_PER_HOUR,
  pictureUploads, PICTURES_PER_MINUTE, SIGN_IN_DELAY_LONGEST_MS, SIGN_IN_DELAY_STEP_MS, SIGN_IN_TRIES, signInAttempts, signInDelayMs,
  targetRate,
  type Limit, type LimitContext,
} from '@/lib/pipeline/attempts';
import { PlatformError } from '@/lib/platform/PlatformError';
import { BodyBudget } from '@/lib/security/requestBodies';
import { isRevoked, revokeToken } from '@/lib/session/revokedTokens';
import { needsSeenRefresh, sealSession, unsealSession } from '@/lib/session/session';
import { MemoryStore } from '@/lib/store/memoryStore';
import { store, installStore } from '@/lib/store/store';
import { useConfig } from '../support/testConfig';

// SPEC §7 security: limits keyed on the target (a number, an account, an email) hold whatever address asks
const visitor = (ip: string, userName: string | null = null): LimitContext => ({ forwardedFor: ip, userName });
const refused = (code: string, value: unknown = null) => ({ ok: false as const, error: new PlatformError('refused', code, 'x', value) });

async function codeOf(limit: Limit<Record<string, unknown>>, input: Record<string, unknown>, context: LimitContext): Promise<string | null> {
  try {
    await limit.check(input, context);
    return null;
  } catch (error) {
    return (error as PlatformError).code;
  }
}

describe('attempt limits', () => {
  beforeAll(() => useConfig());
  beforeEach(() => installStore(new MemoryStore()));

  it('voids a number\'s SMS code after CODE_TRIES wrong codes from rotating addresses, until a new code is asked for', async () => {
    const limit = codeAttempts((input) => input.mobileNum);
    const input = { mobileNum: '912345678' };
    for (let i = 0; i < CODE_TRIES; i += 1) {
      expect(await codeOf(limit, input, visitor(`10.0.0.${i}`))).toBeNull();
      await limit.settle!(input, visitor(`10.0.0.${i}`), refused('VERIFICATION_CODE_ERROR'));
    }
    expect(await codeOf(limit, input, visitor('10.9.9.9'))).toBe('VERIFICATION_CODE_VOID');
    expect(await codeOf(limit, { mobileNum: '900000000' }, visitor('10.9.9.9'))).toBeNull();
    await codeRequested((value) => value.mobileNum).settle!(input, visitor('10.0.0.1'), { ok: true });
    expect(await codeOf(limit, input, visitor('10.0.0.1'))).toBeNull();
  });

  it('locks payment-password writes after the fifth wrong one, naming the unlock time, and a right one forgives', async () => {
    const who = visitor('10.0.0.1', 'demo01');
    await paymentPasswordAttempts.settle!({}, who, refused('PAYMENT_PASSWORD_WRONG'));
    await paymentPasswordAttempts.settle!({}, who, { ok: true });
    for (let i = 0; i < 4; i += 1) await paymentPasswordAttempts.settle!({}, who, refused('PAYMENT_PASSWORD_WRONG'));
    await expect(paymentPasswordAttempts.check({}, who)).resolves.toBeUndefined();
    const fifth = paymentPasswordAttempts.settle!({}, who, refused('PAYMENT_PASSWORD_WRONG'));
    await expect(fifth).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    const locked = await paymentPasswordAttempts.check({}, who).catch((error: PlatformError) => error);
    expect((locked as PlatformError).code).toBe('PAYMENT_PASSWORD_LOCKED');
    const unlockAt = ((locked as PlatformError).value as { unlockAt: number }).unlockAt;
    expect(unlockAt - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    await expect(paymentPasswordAttempts.check({}, visitor('10.0.0.1', 'other'))).resolves.toBeUndefined();
  });

  it('takes the platform\'s own lock and its unlock time', async () => {
    const who = visitor('10.0.0.1', 'demo02');
    const unlockAt = Date.now() + 60_000;
    await paymentPasswordAttempts.settle!({}, who, refused('PAYMENT_PASSWORD_LOCKED', { unlockAt }));
    await expect(paymentPasswordAttempts.check({}, who)).rejects.toMatchObject({ value: { unlockAt } });
  });

  // OWASP's advice against lockout as a weapon: past the threshold, the captcha and a delay, never the owner refused.
  it('past SIGN_IN_TRIES failed sign-ins from any addresses asks for the captcha and slows down, never refusing a sign-in with one; a success forgives', async () => {
    const limit = signInAttempts((input) => input.username, (input) => input.captcha);
    const input = { username: 'Demo01' };
    for (let i = 0; i < SIGN_IN_TRIES - 1; i += 1) await limit.settle!(input, visitor(`10.0.1.${i}`), refused('LOGIN_FAILED'));
    expect(await codeOf(limit, { username: 'demo01' }, visitor('10.0.2.1'))).toBeNull();
    await limit.settle!(input, visitor('10.0.1.99'), refused('LOGIN_FAILED'));
    expect(await codeOf(limit, { username: 'demo01' }, visitor('10.0.2.1'))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(limit, { username: 'demo01', captcha: '' }, visitor('10.0.2.2'))).toBe('CAPTCHA_REQUIRED');
    const started = Date.now();
    expect(await codeOf(limit, { username: 'demo01', captcha: '1234' }, visitor('10.0.2.3'))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_DELAY_STEP_MS - 5);
    await limit.settle!(input, visitor('10.0.2.3'), { ok: true });
    expect(await codeOf(limit, input, visitor('10.0.2.1'))).toBeNull();
  });

  it('waits longer with each failure past the threshold, up to the longest wait', () => {
    expect(signInDelayMs(SIGN_IN_TRIES - 1)).toBe(0);
    expect(signInDelayMs(SIGN_IN_TRIES)).toBe(SIGN_IN_DELAY_STEP_MS);
    expect(signInDelayMs(SIGN_IN_TRIES + 3)).toBe(4 * SIGN_IN_DELAY_STEP_MS);
    expect(signInDelayMs(SIGN_IN_TRIES + 1000)).toBe(SIGN_IN_DELAY_LONGEST_MS);
  });

  it('does not count a missing or wrong captcha: it tested no password', async () => {
    const limit = signInAttempts((input) => input.username, (input) => input.captcha);
    const input = { username: 'demo01', captcha: '0000' };
    for (let i = 0; i < SIGN_IN_TRIES * 2; i += 1) await limit.settle!(input, visitor(`10.0.4.${i}`), refused('CAPTCHA_ERROR'));
    const started = Date.now();
    expect(await codeOf(limit, input, visitor('10.0.5.1'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(SIGN_IN_DELAY_STEP_MS);
  });

  // SPEC §2 login: the captcha is asked once the platform wants it; it wants it for that username until it signs in.
  it('remembers per account that a captcha was asked: the next sign-in without one, from anywhere, is asked for it first', async () => {
    const limit = signInAttempts((input) => input.username, (input) => input.captcha);
    const image = 'data:image/png;base64,AA';
    expect(await codeOf(limit, { username: 'demo01' }, visitor('10.0.9.1'))).toBeNull();
    await limit.settle!({ username: 'demo01' }, visitor('10.0.9.1'), refused('LOGIN_FAILED', { captcha: image }));
    expect(await codeOf(limit, { username: 'Demo01' }, visitor('10.0.9.2'))).toBe('CAPTCHA_ASKED');
    expect(await codeOf(limit, { username: 'demo02' }, visitor('10.0.9.2'))).toBeNull();
    expect(await codeOf(limit, { username: 'demo01', captcha: '1234' }, visitor('10.0.9.2'))).toBeNull();
    await limit.settle!({ username: 'demo01', captcha: '1234' }, visitor('10.0.9.2'), { ok: true });
    expect(await codeOf(limit, { username: 'demo01' }, visitor('10.0.9.3'))).toBeNull();
  });

  it('words the platform\'s wrong captcha as "enter the code shown" when no code was sent, with the platform\'s image', async () => {
    const limit = signInAttempts((input) => input.username, (input) => input.captcha);
    const image = 'data:image/png;base64,BB';
    const unasked = limit.settle!({ username: 'demo01' }, visitor('10.0.9.4'), refused('CAPTCHA_ERROR', { captcha: image }));
    await expect(unasked).rejects.toMatchObject({ code: 'CAPTCHA_ASKED', value: { captcha: image } });
    const wrong = limit.settle!({ username: 'demo01', captcha: '0000' }, visitor('10.0.9.4'), refused('CAPTCHA_ERROR', { captcha: image }));
    await expect(wrong).resolves.toBeUndefined();
    expect(await codeOf(limit, { username: 'demo01' }, visitor('10.0.9.5'))).toBe('CAPTCHA_ASKED');
  });

  it('counts wrong login passwords typed while signed in into the account\'s count; past it they are refused, sign-ins asked for the captcha', async () => {
    const member = visitor('10.0.6.1', 'Demo01');
    const signIn = signInAttempts((input) => input.username, (input) => input.captcha);
    for (let i = 0; i < SIGN_IN_TRIES - 1; i += 1) await loginPasswordAttempts.settle!({}, member, refused(i % 2 ? 'OLD_PASSWORD_WRONG' : 'PASSWORD_WRONG'));
    await loginPasswordAttempts.settle!({}, member, refused('CONFIRM_MISMATCH'));
    expect(await codeOf(loginPasswordAttempts, {}, member)).toBeNull();
    await loginPasswordAttempts.settle!({}, member, refused('OLD_PASSWORD_WRONG'));
    expect(await codeOf(loginPasswordAttempts, {}, member)).toBe('ACCOUNT_RATE_LIMITED');
    expect(await codeOf(signIn, { username: 'demo01' }, visitor('10.0.6.3'))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(loginPasswordAttempts, {}, visitor('10.0.6.1', 'demo02'))).toBeNull();
  });

  it('never refuses the signed-in writes over failed sign-ins from outside: nobody without a session locks the owner out of them', async () => {
    const signIn = signInAttempts((input) => input.username, (input) => input.captcha);
    for (let i = 0; i < SIGN_IN_TRIES * 2; i += 1) await signIn.settle!({ username: 'demo01' }, visitor(`10.0.8.${i}`), refused('LOGIN_FAILED'));
    expect(await codeOf(loginPasswordAttempts, {}, visitor('10.0.8.200', 'demo01'))).toBeNull();
    expect(await codeOf(signIn, { username: 'demo01' }, visitor('10.0.8.201'))).toBe('CAPTCHA_REQUIRED');
  });

  it('sends one number at most CODES_PER_NUMBER codes per window, whatever addresses ask', async () => {
    const limit = codeRequested((input) => input.mobileNum);
    const codes = [];
    for (let i = 0; i <= CODES_PER_NUMBER; i += 1) codes.push(await codeOf(limit, { mobileNum: '912345678' }, visitor(`10.0.7.${i}`)));
    expect(codes).toEqual([...Array(CODES_PER_NUMBER).fill(null), 'TARGET_RATE_LIMITED']);
    expect(await codeOf(limit, { mobileNum: '987654321' }, visitor('10.0.7.1'))).toBeNull();
  });

  it('limits a target per window whatever address asks', async () => {
    const limit = targetRate('forgetEmail', (input) => input.email, 3, 60_000);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await codeOf(limit, { email: 'A@example.com' }, visitor(`10.0.3.${i}`)));
    expect(codes).toEqual([null, null, null, 'TARGET_RATE_LIMITED']);
  });
});

describe('revoked tokens', () => {
  beforeAll(() => useConfig());
  beforeEach(() => installStore(new MemoryStore()));

  it('a revoked token reads as signed out, and the store keeps only a digest of it', async () => {
    const session = { token: 'tok-abc-123', userName: 'demo01', type: 0, merchantCode: 'mer01', firstTimeLogin: false, trial: false };
    const sealed = await sealSession(session);
    expect(await unsealSession(sealed)).not.toBeNull();
    await revokeToken(session.token);
    expect(await isRevoked(session.token)).toBe(true);
    expect(await unsealSession(sealed)).toBeNull();
    expect(await store().get(`mc:mer01:revoked:${session.token}`)).toBeNull();
  });

  it('a session ends with its platform token', async () => {
    const session = { token: 't', userName: 'u', type: 0, merchantCode: 'mer01', firstTimeLogin: false, trial: false, expiresAt: Date.now() - 1 };
    expect(await unsealSession(await sealSession({ ...session, expiresAt: Date.now() + 60_000 }))).not.toBeNull();
    expect(await unsealSession(await sealSession(session))).toBeNull();
  });
});

describe('picture uploads', () => {
  const MB = 1024 * 1024;
  const picture = (ip: string, userName: string | null, bodyBytes: number | null): LimitContext => ({ forwardedFor: ip, userName, bodyBytes });
  const codeOfPicture = (context: LimitContext) => codeOf(pictureUploads as Limit<Record<string, unknown>>, {}, context);
  beforeEach(() => installStore(new MemoryStore()));

  // SPEC §5 image uploads: a member's pictures are counted whatever address they come from.
  it('refuses a member\'s picture past PICTURES_PER_MINUTE from rotating addresses, with the minutes to wait; text forms are not counted', async () => {
    useConfig({ RATE_LIMIT_UPLOAD: '1000' });
    for (let i = 0; i < PICTURES_PER_MINUTE; i += 1) expect(await codeOfPicture(picture(`10.0.1.${i}`, 'demo01', 1 * MB))).toBeNull();
    const refusal = await pictureUploads.check({}, picture('10.0.2.1', 'demo01', 1 * MB)).catch((error: PlatformError) => error);
    expect(refusal).toMatchObject({ kind: 'rate_limited', code: 'PICTURE_RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    // The session's next pictures are refused before they are read, for as long as the refusal says.
    const held = await pictureUploads.check({}, { ...picture('10.0.2.1', 'demo01', 1 * MB), sealedSession: 'sealed-demo01' }).catch((error: PlatformError) => error);
    expect(held).toMatchObject({ code: 'PICTURE_RATE_LIMITED' });
    expect(new BodyBudget(16 * MB).admit({ method: 'POST', url: '/m/voucherCenter', contentLength: String(MB), transferEncoding: undefined, session: 'sealed-demo01' }).kind).toBe('pictureLimit');
    // A deposit through a gateway carries no picture.
    expect(await codeOfPicture(picture('10.0.2.2', 'demo01', 2000))).toBeNull();
    expect(await codeOfPicture(picture('10.0.2.3', 'demo02', 1 * MB))).toBeNull();
  });

  it('refuses a member\'s pictures past PICTURE_BYTES_PER_HOUR, a body of unknown length counted as a whole picture', async () => {
    useConfig({ RATE_LIMIT_UPLOAD: '1000' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
      let sent = 0;
      while (sent + 5 * MB <= PICTURE_BYTES_PER_HOUR) {
        expect(await codeOfPicture(picture('10.0.3.1', 'demo01', null))).toBeNull();
        sent += 5.07 * MB;
        // A minute later each time: the count per minute is not what refuses.
        vi.setSystemTime(Date.now() + 61_000);
      }
      expect(await codeOfPicture(picture('10.0.3.1', 'demo01', 5 * MB))).toBe('PICTURE_RATE_LIMITED');
      vi.setSystemTime(new Date('2026-01-01T11:00:01Z'));
      expect(await codeOfPicture(picture('10.0.3.1', 'demo01', 5 * MB))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts pictures per visitor address too (RATE_LIMIT_UPLOAD), signed in or not', async () => {
    useConfig({ RATE_LIMIT_UPLOAD: '2' });
    expect(await codeOfPicture(picture('10.0.4.1', 'demo01', 1 * MB))).toBeNull();
    expect(await codeOfPicture(picture('10.0.4.1', 'demo02', 1 * MB))).toBeNull();
    expect(await codeOfPicture(picture('10.0.4.1', null, 1 * MB))).toBe('RATE_LIMITED');
  });
});

describe('idle sessions', () => {
  beforeAll(() => useConfig());
  beforeEach(() => installStore(new MemoryStore()));

  it('a session unused longer than SESSION_IDLE_MINUTES is over; a recent one needs no renewal yet', async () => {
    const base = { token: 't', userName: 'u', type: 0, merchantCode: 'mer01', firstTimeLogin: false, trial: false, expiresAt: Date.now() + 86_400_000 };
    expect(await unsealSession(await sealSession({ ...base, seenAt: Date.now() - 13 * 3600 * 1000 }))).toBeNull();
    const fresh = await unsealSession(await sealSession({ ...base, seenAt: Date.now() }));
    expect(fresh).not.toBeNull();
    expect(needsSeenRefresh(fresh!)).toBe(false);
    expect(needsSeenRefresh({ ...fresh!, seenAt: Date.now() - 11 * 60 * 1000 })).toBe(true);
  });
});
