import { beforeEach, describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { takeAttempt, takeFromWindow } from '@/lib/security/rateLimit';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { believedVisitor, parseProxyTrust, type ProxyTrust } from '@/lib/security/visitorIp';
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

describe('believedVisitor', () => {
  const trust = (text: string): ProxyTrust => {
    const parsed = parseProxyTrust(text);
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  };

  // SPEC §7 security: the per-visitor limits key on an address no client can choose
  it.each([
    // none trusted (the default): the socket's peer, whatever the header says
    ['', '127.0.0.1', '198.51.100.7', '127.0.0.1'],
    ['0', '::ffff:192.0.2.10', 'spoofed, 203.0.113.9', '192.0.2.10'],
    // one balancer: the address it appended, never what the client wrote before it
    ['1', '10.0.0.2', '198.51.100.7', '198.51.100.7'],
    ['1', '10.0.0.2', '203.0.113.9, 198.51.100.7', '198.51.100.7'],
    ['2', '10.0.0.3', 'spoofed, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    // fewer entries than proxies (a call from inside): the furthest there is
    ['2', '10.0.0.3', '203.0.113.9', '203.0.113.9'],
    ['1', '10.0.0.2', null, '10.0.0.2'],
    // ranges: every hop inside them vouches for the next; the first outside is the visitor
    ['10.0.0.0/8, fd00::/8', '10.0.0.3', '198.51.100.7, 203.0.113.9, 10.1.2.3', '203.0.113.9'],
    ['10.0.0.0/8', '198.51.100.50', '203.0.113.9', '198.51.100.50'],
    ['10.0.0.0/8, fd00::/8', 'fd00::5', ' 2001:db8::1 , 10.0.0.2 ', '2001:db8::1'],
    ['127.0.0.1', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    // a trusted proxy that passed on something that is no address: itself, so junk cannot open a bucket of its own
    ['1', '10.0.0.2', 'not-an-address', '10.0.0.2'],
  ] as const)('trusting %j, socket %s, header %j: %s', (setting, socket, header, expected) => {
    expect(believedVisitor(socket, header, trust(setting))).toBe(expected);
  });

  it('names no visitor for a socket already gone', () => {
    expect(believedVisitor(undefined, '203.0.113.9', trust('1'))).toBe('unknown');
  });

  it.each(['11', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.1/8/2', '10.0.0.0/x'])('refuses %j', (setting) => {
    expect(parseProxyTrust(setting)).toEqual(expect.any(String));
  });
});

describe('backend-for-frontend limits', () => {
  const sim = useSim({ RATE_LIMIT_SMS: '2', RATE_LIMIT_LOGIN: '1' });
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

  it('counts every sign-in kind in one bucket, keyed on the address nearest the app', async () => {
    expect((await post('/wps/session/login/freeplay', 'spoof-1, 198.51.100.9', {})).status).toBe(200);
    const second = await post('/wps/session/login', 'spoof-2, 198.51.100.9', { username: 'demo01', password: 'Demo1234', type: 'username' });
    expect(second.status).toBe(429);
    expect((await second.json()).message).toBe('Too many attempts from your network. Please wait a minute and try again.');
  });
});
