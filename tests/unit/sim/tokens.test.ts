import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();
const SEVEN_DAYS = 7 * 24 * 60 * 60;

async function login(username = 'demo01', password = 'Demo1234') {
  const { body } = await simulator.client.login(username, password);
  expect(body.success).toBe(true);
  return body.value.token as string;
}

const info = async (token: string) => simulator.client.call('/wps/member/info', { moduleId: 'COMM3', token });
const works = async (token: string) => (await info(token)).status === 200;
const revoked = { status: 401, body: { success: false, code: 'TOKEN_INVALID', message: 'The account has been logged out, please log in again' } };
const liveTokens = async () => ((await simulator.client.control('tokens')).value as { token: string }[]).map((entry) => entry.token);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function smsCode(path: string, moduleId: string, mobileNum: string) {
  await simulator.client.call(path, { moduleId, json: { mobileNum, countryDialingCode: '84' } });
  return (await simulator.client.control(`sms?mobileNum=${mobileNum}`)).value.code as string;
}

// README "Strict rules" S4, S5: tokens end with a password change or reset, and after expiresIn.
describe('token expiry (expiresIn)', () => {
  it('every login answer carries expiresIn, seven days by default', async () => {
    const withExpiry = { success: true, value: { token: expect.any(String), expiresIn: SEVEN_DAYS } };
    expect((await simulator.client.login('demo01', 'Demo1234')).body).toMatchObject(withExpiry);
    const code = await smsCode('/wps/verification/sms/noLogin', 'COMM3', '912345678');
    expect((await simulator.client.login('912345678', code, { type: 'sms', countryDialingCode: '84' })).body).toMatchObject(withExpiry);
    const idToken = (await simulator.client.control('idp/token', { provider: 'google', email: 'demo01@example.com' })).value.idToken;
    const social = await simulator.client.encrypted('/wps/session/login', 'COMM3', { username: '', password: '', type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken });
    expect(social.body).toMatchObject(withExpiry);
    expect((await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} })).body).toMatchObject(withExpiry);
    expect((await simulator.client.call('/wps/member/trial', { moduleId: 'TRIAL3', merchant: 'mer01trial' })).body).toMatchObject(withExpiry);
    await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
    const captcha = (await simulator.client.control('captcha')).value.text;
    const registered = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', {
      username: 'expiry01', password: 'Expiry123', confirmPassword: 'Expiry123', captcha, type: 0,
    }, 'PUT');
    expect(registered.body).toMatchObject(withExpiry);
    const verificationCode = await smsCode('/wps/verification/sms/noLogin', 'COMM3', '987650003');
    const byMobile = await simulator.client.encrypted('/wps/member/register/mobile', 'REGISTER_REE3', {
      mobileNum: '987650003', countryDialingCode: '84', verificationCode, password: 'Phone1234', confirmPassword: 'Phone1234', type: 0,
    }, 'PUT');
    expect(byMobile.body).toMatchObject(withExpiry);
  });

  it('tokenTtlSeconds shortens new tokens; an expired token answers 401 TOKEN_INVALID and leaves the live list', async () => {
    const longLived = await login();
    expect((await simulator.client.control('state', { tokenTtlSeconds: 1 })).value.tokenTtlSeconds).toBe(1);
    const { body } = await simulator.client.login('demo01', 'Demo1234');
    expect(body.value.expiresIn).toBe(1);
    const short = body.value.token as string;
    expect(await works(short)).toBe(true);
    await sleep(1100);
    expect(await info(short)).toMatchObject(revoked);
    expect(await liveTokens()).not.toContain(short);
    // A token keeps the lifetime its login announced.
    expect(await works(longLived)).toBe(true);
    await simulator.client.control('reset', {});
    expect((await simulator.client.control('state')).value.tokenTtlSeconds).toBe(SEVEN_DAYS);
  });

  it('refuses a lifetime outside 1..31536000 seconds', async () => {
    for (const tokenTtlSeconds of [0, 31536001, 1.5, '60']) {
      expect((await simulator.client.control('state', { tokenTtlSeconds })).code).toBe('BAD_REQUEST');
    }
  });
});

describe('token revocation', () => {
  it('row 22: a password change ends every other token of the account, not the one used for it', async () => {
    const used = await login();
    const other = await login();
    const agent = await login('agent01', 'Agent1234');
    const changed = await simulator.client.call('/wps/member/password/change', {
      moduleId: 'COMM3', token: used, json: { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
    });
    expect(changed.body).toEqual({ success: true, value: true });
    expect(await works(used)).toBe(true);
    expect(await info(other)).toMatchObject(revoked);
    expect(await works(agent)).toBe(true);
    expect(await liveTokens()).not.toContain(other);

    // A refused change ends nothing.
    const third = await login('demo01', 'Demo5678');
    const wrong = await simulator.client.call('/wps/member/password/change', {
      moduleId: 'COMM3', token: used, json: { oldPassword: 'nope', newPassword: 'Demo9999', confirmNewPassword: 'Demo9999' },
    });
    expect(wrong.body.code).toBe('OLD_PASSWORD_WRONG');
    expect(await works(third)).toBe(true);
  });

  it('row 20: a password reset by phone ends every token of the account', async () => {
    const first = await login('mobile01', 'Mobile1234');
    const second = await login('mobile01', 'Mobile1234');
    const demo = await login();
    const verificationCode = await smsCode('/wps/member/password/sms', 'PWRESETSMS3', '912345678');
    const reset = await simulator.client.encrypted('/wps/member/password/phone', 'CHNGPASSVERIF3', { newPassword: 'Mobile9999', mobileNum: '912345678', verificationCode });
    expect(reset.body).toEqual({ success: true, value: true });
    expect(await info(first)).toMatchObject(revoked);
    expect(await info(second)).toMatchObject(revoked);
    expect(await works(demo)).toBe(true);
  });

  it('row 3 ends its own token only; a fault on row 3 answers before the platform runs it, so the token lives on', async () => {
    const out = await login();
    const kept = await login();
    await simulator.client.control('state', { faults: [{ path: '/wps/session/logout', status: 500 }] });
    const failed = await simulator.client.call('/wps/session/logout', { method: 'DELETE', moduleId: 'COMM3', token: out });
    expect(failed).toMatchObject({ status: 500, body: { success: false, code: 'SIM_FAULT' } });
    expect(await works(out)).toBe(true);

    await simulator.client.control('state', { faults: [] });
    const done = await simulator.client.call('/wps/session/logout', { method: 'DELETE', moduleId: 'COMM3', token: out });
    expect(done.body).toEqual({ success: true, value: true });
    expect(await info(out)).toMatchObject(revoked);
    expect(await works(kept)).toBe(true);
    expect((await simulator.client.call('/wps/session/logout', { method: 'DELETE', moduleId: 'COMM3', token: out })).status).toBe(401);
  });
});
