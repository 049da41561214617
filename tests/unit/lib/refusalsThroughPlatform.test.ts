import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import vi from '@/messages/vi.json';
import { handleBff } from '@/lib/bff/handleBff';
import { login, manualRebateInfo, teamOverview, withdraw, withdrawInfo } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { refusalIn } from '@/lib/refusals/refusalText';
import { useSim } from '../support/simServer';

const APP = 'http://app.test';
const sim = useSim();

function bffPost(path: string, body: unknown, locale: string) {
  return handleBff(
    new Request(`${APP}${path}`, {
      method: 'POST',
      headers: { host: 'app.test', origin: APP, cookie: `NEXT_LOCALE=${locale}` },
      body: JSON.stringify(body),
    }),
  );
}

async function tokenOf(username: string, password: string): Promise<string> {
  return (await callPlatform(login, { username, password, type: 'username' })).token;
}

async function refusalOf(promise: Promise<unknown>): Promise<PlatformError> {
  const caught = await promise.then(() => null, (error: unknown) => error);
  expect(caught).toBeInstanceOf(PlatformError);
  return caught as PlatformError;
}

// The platform answers refusals in English whatever the Language header; the browser must read them translated.
describe('refusals through the backend-for-frontend', () => {
  it.each([
    ['vi', vi.refusals.LOGIN_FAILED],
    ['bn', bn.refusals.LOGIN_FAILED],
  ] as const)('a wrong password answers LOGIN_FAILED in %s, never the platform text', async (locale, text) => {
    const response = await bffPost('/wps/session/login', { username: 'demo01', password: 'Wrong1234', type: 'username' }, locale);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: text });
    expect(JSON.stringify(body)).not.toContain('does not exist');
  });

  it('an SMS code for a number no account has is MOBILE_UNKNOWN in Vietnamese (forgot password)', async () => {
    const response = await bffPost('/wps/member/password/sms', { mobileNum: '987654321', countryDialingCode: '84' }, 'vi');
    expect(await response.json()).toMatchObject({ success: false, code: 'MOBILE_UNKNOWN', message: vi.refusals.MOBILE_UNKNOWN });
  });
});

describe('a refusal keeps the figures its text names, whatever the call', () => {
  it('withdraw AMOUNT_OUT_OF_RANGE carries the limits into the text', async () => {
    const token = await tokenOf('demo01', 'Demo1234');
    const { cards } = await callPlatform(withdrawInfo, {}, { token });
    const refused = await refusalOf(callPlatform(withdraw, { cardId: cards[0]!.id, amount: 50, paymentPassword: '246810' }, { token }));
    expect(refused.value).toEqual({ min: 100, max: 50000 });
    // The limits carry the player's currency symbol, as the withdraw screen writes them (SPEC §1).
    expect(await refusalIn(refused, 'vi', { token })).toEqual({ code: 'AMOUNT_OUT_OF_RANGE', text: 'Số tiền phải từ ￥100.00 đến ￥50,000.00', field: 'amount' });
  });

  it('a call that declares no refusal shape still keeps its figures (RANGE_TOO_LONG maxDays)', async () => {
    const token = await tokenOf('agent01', 'Agent1234');
    const refused = await refusalOf(callPlatform(teamOverview, { startDate: '2025-01-01', endDate: '2025-12-31' }, { token }));
    expect(refused.code).toBe('RANGE_TOO_LONG');
    expect(refused.value).toEqual({ maxDays: 92 });
    expect((await refusalIn(refused, 'en')).text).toBe('The range may span at most 92 days');
  });

  it('a platform 429 reads as the rate limit, not as an English refusal', async () => {
    const token = await tokenOf('demo01', 'Demo1234');
    await sim.setState({ faults: [{ path: '/wps/rebate/manual', status: 429 }] });
    const refused = await refusalOf(callPlatform(manualRebateInfo, {}, { token }));
    expect(refused.kind).toBe('rate_limited');
    expect(await refusalIn(refused, 'vi')).toEqual({ code: '', text: vi.errors.rateLimited });
  });
});
