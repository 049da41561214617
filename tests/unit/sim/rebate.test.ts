import { describe, expect, it } from 'vitest';
import vi from '../../../platform-sim/content/vi.json' with { type: 'json' };
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const UPLINE = 'AGETRANSFERUP3';
const MANUAL = 'MANPLAYREB3';

const { login, get, sealedAs } = signedInCalls(simulator);

/** Row 88 sealed by the reference encryptor, with the member token. */
const transferAs = (token: string, payload: Record<string, unknown>) => sealedAs('/wps/transfer/upline', UPLINE, token, payload);
const claim = async (token: string) => (await simulator.client.call('/wps/rebate/manual', { moduleId: MANUAL, token, json: {} })).body;
const mainBalance = async (token: string) =>
  (await get('/wps/wallets/balance', 'FUNDTRANS3', token)).value.wallets.find((wallet: { code: string }) => wallet.code === 'MAIN').balance;
const transactions = async (token: string, transType: string) =>
  (await get('/wps/report/transactions', 'MEMTRANS3', token, { transType })).value.content;

// README rows 87-88, SPEC §6 (superior transfer: toUpline and not type 2): transfer to the upline
describe('transfer to the upline, rows 87-88', () => {
  it('row 87 answers demo01\'s upline and limits, refuses members without toUpline and answers FEATURE_OFF when the flag is off', async () => {
    const demo = await login('demo01', 'Demo1234');
    expect(await get('/wps/transfer/upline', UPLINE, demo)).toEqual({
      success: true, value: { upline: 'agent01', balance: 12000, min: 10, max: 50000, paymentPasswordSet: true },
    });
    const mobile = await login('mobile01', 'Mobile1234');
    expect((await get('/wps/transfer/upline', UPLINE, mobile)).code).toBe('NO_PERMISSION');
    expect((await transferAs(mobile, { amount: 10, paymentPassword: '112233' })).code).toBe('NO_PERMISSION');
    await simulator.client.control('state', { flags: { AGETRANSFERUP3: false } });
    expect((await get('/wps/transfer/upline', UPLINE, demo)).code).toBe('FEATURE_OFF');
    expect((await transferAs(demo, { amount: 10, paymentPassword: '246810' })).code).toBe('FEATURE_OFF');
  });

  it('row 88 refuses in the documented order, then moves the money into the upline\'s ledger', async () => {
    const demo = await login('demo01', 'Demo1234');
    const right = { amount: 150.25, paymentPassword: '246810' };
    expect((await transferAs(demo, { ...right, amount: '150' })).code).toBe('BAD_REQUEST');
    expect(await transferAs(demo, { ...right, amount: 9.99, paymentPassword: '000000' }))
      .toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'The amount must be between 10.00 and 50,000.00', value: { min: 10, max: 50000 } });
    expect((await transferAs(demo, { ...right, paymentPassword: '246811' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await transferAs(demo, { ...right, amount: 12000.01 })).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { balance: 12000 } });
    const plain = await simulator.client.call('/wps/transfer/upline', { moduleId: UPLINE, token: demo, json: right });
    expect(plain.body.code).toBe('DECRYPT_FAILED');

    const done = await transferAs(demo, right);
    expect(done).toEqual({ success: true, value: { orderNo: expect.stringMatching(/^T\d{8}\d+$/), amount: 150.25, upline: 'agent01', balance: 12195.42 } });
    expect(await mainBalance(demo)).toBe(11849.75);
    expect((await transactions(demo, 'TRANSFER_OUT'))[0]).toMatchObject({ amount: -150.25, ref: done.value.orderNo, balanceAfter: 11849.75 });
    const agent = await login('agent01', 'Agent1234');
    expect(await mainBalance(agent)).toBe(88150.25);
    expect((await transactions(agent, 'TRANSFER_IN'))[0]).toMatchObject({ amount: 150.25, ref: done.value.orderNo });
  });

  it('refuses free-play accounts as not actual', async () => {
    const freePlay = (await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} })).body.value.token;
    expect((await transferAs(freePlay, { amount: 10, paymentPassword: '246810' })).code).toBe('NOT_ACTUAL_ACCOUNT');
    expect((await claim(freePlay)).code).toBe('NOT_ACTUAL_ACCOUNT');
  });
});

// README rows 89-91: manual rebate claim and the rebate report
describe('manual rebate and rebate report, rows 89-91', () => {
  it('row 89 rebates the valid bets since the last rebate; row 90 pays it once into the ledger; row 91 lists it first', async () => {
    const demo = await login('demo01', 'Demo1234');
    const info = (await get('/wps/rebate/manual', MANUAL, demo)).value;
    expect(info.items.map((item: { gameCategory: string }) => item.gameCategory)).toEqual(['RNG', 'LIVE', 'FISH', 'POKER', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(info.items[0]).toMatchObject({ gameCategory: 'RNG', rate: 0.8 });
    for (const item of info.items) expect(item.amount).toBe(Math.round(item.validBet * item.rate) / 100);
    expect(info.total).toBeGreaterThanOrEqual(info.minClaim);
    // The seeded weekly AUTO rebates covered everything up to a week before the seed.
    expect(info.lastClaimTime).toBeGreaterThan(Date.now() - 9 * 24 * 3600 * 1000);
    const bets = (await get('/wps/report/bets', 'TRANSBETREPMEM3', demo, { pageSize: 100 })).value.content
      .filter((bet: { betTime: number }) => bet.betTime > info.lastClaimTime);
    const rngBets = bets.filter((bet: { gameCategory: string }) => bet.gameCategory === 'RNG');
    expect(info.items[0].validBet).toBe(Math.round(rngBets.reduce((sum: number, bet: { validBet: number }) => sum + bet.validBet * 100, 0)) / 100);

    const before = await mainBalance(demo);
    const claimed = await claim(demo);
    expect(claimed).toMatchObject({ success: true, value: { amount: info.total, claimTime: expect.any(Number) } });
    expect(await mainBalance(demo)).toBe(Math.round((before + info.total) * 100) / 100);
    expect((await transactions(demo, 'REBATE'))[0]).toMatchObject({ amount: info.total, remark: vi['remark.rebate.MANUAL'] });
    expect((await claim(demo)).code).toBe('NOTHING_TO_CLAIM');
    expect((await get('/wps/rebate/manual', MANUAL, demo)).value).toMatchObject({ total: 0, lastClaimTime: claimed.value.claimTime });

    const report = (await get('/wps/report/rebate', 'PLYRBT', demo)).value;
    const manual = report.content.filter((entry: { type: string }) => entry.type === 'MANUAL');
    expect(report.content.slice(0, manual.length)).toEqual(manual);
    expect(manual.reduce((sum: number, entry: { amount: number }) => sum + entry.amount * 100, 0) / 100).toBeCloseTo(info.total, 2);
    expect(report.content.some((entry: { type: string }) => entry.type === 'AUTO')).toBe(true);
    expect(report.totals.count).toBe(report.content.length);
    const auto = (await get('/wps/report/rebate', 'PLYRBT', demo, { type: 'AUTO', pageSize: 2 })).value;
    expect(auto.content).toHaveLength(2);
    expect(auto.totals.count).toBe(report.totals.count - manual.length);
    expect((await get('/wps/report/rebate', 'PLYRBT', demo, { type: 'DAILY' })).code).toBe('BAD_REQUEST');
  });

  it('the seeded AUTO rebates are in the transaction record without moving today\'s balance', async () => {
    const demo = await login('demo01', 'Demo1234');
    expect(await mainBalance(demo)).toBe(12000);
    const auto = (await get('/wps/report/rebate', 'PLYRBT', demo, { pageSize: 100 })).value;
    const rebates = await transactions(demo, 'REBATE');
    expect(rebates.length).toBe(new Set(auto.content.map((entry: { orderNo: string }) => entry.orderNo)).size);
    expect(rebates.reduce((sum: number, entry: { amount: number }) => sum + entry.amount, 0)).toBeCloseTo(auto.totals.amount, 2);
  });

  it('answers FEATURE_OFF while MANPLAYREB3 or PLYRBT is off; once claimed, nothing is left to claim', async () => {
    const mobile = await login('mobile01', 'Mobile1234');
    await claim(mobile);
    expect((await claim(mobile)).code).toBe('NOTHING_TO_CLAIM');
    await simulator.client.control('state', { flags: { MANPLAYREB3: false, PLYRBT: false } });
    expect((await get('/wps/rebate/manual', MANUAL, mobile)).code).toBe('FEATURE_OFF');
    expect((await claim(mobile)).code).toBe('FEATURE_OFF');
    expect((await get('/wps/report/rebate', 'PLYRBT', mobile)).code).toBe('FEATURE_OFF');
  });
});
