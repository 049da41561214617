import { beforeEach, describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { takeAttempt, takeFromWindow } from '@/lib/security/rateLimit';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { visitorIp } from '@/lib/security/visitorIp';
import { useSim } from '../support/simServer';
import { useConfig } from '../support/testConfig';

// SPEC §7 security: sign-ins, registration, SMS codes and captcha images limited per visitor IP, in the shared store
describe('takeFromWindow', () => {
  it('allows `limit` hits per window and key, then refuses until the window starts over', async () => {
    const memory = new MemoryStore(() => 0);
    const at = async (ms: number, key = '10.0.0.1') => (await takeFromWindow(memory, key, 3, 60_000, ms)).allowed;
    expect([await at(0), await at(1), await at(2), await at(3)]).toEqual([true, true, true, false]);
    expect(await at(4, '10.0.0.2')).toBe(true);
    expect(await takeFromWindow(memory, '10.0.0.1', 3, 60_000, 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await at(60_000)).toBe(true);
  });

  it('a limit of 0 turns the bucket off', async () => {
    const memory = new MemoryStore();
    for (let i = 0; i < 100; i += 1) expect((await takeFromWindow(memory, 'x', 0, 1000, i)).allowed).toBe(true);
  });

  it('keeps memory bounded under a flood of visitors', async () => {
    const memory = new MemoryStore(Date.now, 100);
    for (let i = 0; i < 5000; i += 1) await takeFromWindow(memory, `flood-${i}`, 1, 60_000);
    expect(memory.size).toBeLessThanOrEqual(100);
  });
});

describe('takeAttempt', () => {
  beforeEach(() => {
    useConfig({ RATE_LIMIT_SMS: '3' });
    installStore(new MemoryStore());
  });

  // A reset email and an SMS code both send a message to someone else: one budget per visitor for both.
  it('draws SMS codes and reset emails from one budget per visitor', async () => {
    const verdicts = [];
    for (const bucket of ['sms', 'email', 'sms', 'email'] as const) verdicts.push((await takeAttempt(bucket, '198.51.100.7')).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
    expect((await takeAttempt('email', '198.51.100.8')).allowed).toBe(true);
  });
});

describe('visitorIp', () => {
  it.each([
    ['198.51.100.7', 1, '198.51.100.7'],
    ['203.0.113.9, 198.51.100.7', 1, '198.51.100.7'],
    ['spoofed, 203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
    ['203.0.113.9', 2, '203.0.113.9'],
    [' 2001:db8::1 , 10.0.0.2 ', 2, '2001:db8::1'],
    [null, 1, 'unknown'],
    ['', 1, 'unknown'],
  ] as const)('%j with %i trusted hops is %s', (header, hops, expected) => {
    expect(visitorIp(header, hops)).toBe(expected);
  });
});

describe('backend-for-frontend limits', () => {
  const sim = useSim({ RATE_LIMIT_SMS: '2', RATE_LIMIT_LOGIN: '1', TRUSTED_PROXY_HOPS: '1' });
  beforeEach(() => installStore(new MemoryStore()));

  const post = (path: string, ip: string, body: unknown, locale = 'en') =>
    handleBff(
      new Request(`http://app.test${path}`, {
        method: 'POST',
        headers: { host: 'app.test', origin: 'http://app.test', 'x-forwarded-for': ip, cookie: `NEXT_LOCALE=${locale}` },
        body: JSON.stringify(body),
      }),
    );

  it('answers 429 with the envelope and a translated message, and the platform never sees the extra call', async () => {
    const sms = { mobileNum: '912345678', countryDialingCode: '84' };
    expect((await post('/wps/verification/sms/noLogin', '198.51.100.7', sms)).status).toBe(200);
    expect((await post('/wps/verification/sms/noLogin', '198.51.100.7', sms)).status).toBe(200);
    const refused = await post('/wps/verification/sms/noLogin', '198.51.100.7', sms, 'vi');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false, value: { retryAfterSeconds: expect.any(Number) }, code: 'RATE_LIMITED',
      message: 'Quá nhiều lần thử từ mạng của bạn. Vui lòng đợi một phút rồi thử lại.',
    });
    expect((await sim.requests()).filter((r) => r.path === '/wps/verification/sms/noLogin')).toHaveLength(2);
    // another visitor behind another address is not affected
    expect((await post('/wps/verification/sms/noLogin', '198.51.100.8', sms)).status).toBe(200);
  });

  it('counts every sign-in kind in one bucket, keyed on the address the trusted proxy appended', async () => {
    expect((await post('/wps/session/login/freeplay', 'spoof-1, 198.51.100.9', {})).status).toBe(200);
    const second = await post('/wps/session/login', 'spoof-2, 198.51.100.9', { username: 'demo01', password: 'Demo1234', type: 'username' });
    expect(second.status).toBe(429);
    expect((await second.json()).message).toBe('Too many attempts from your network. Please wait a minute and try again.');
  });
});
