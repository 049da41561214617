import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const MODULE = 'AGENTRANSMULTDOWN3';
const PATH = '/wps/agent/transfer/downlines';

const { login, sealedAs } = signedInCalls(simulator);

const info = async (token: string) => (await simulator.client.call(PATH, { moduleId: MODULE, token })).body;
/** Row 98 sealed by the reference encryptor, with the agent's token. */
const transferAs = (token: string, payload: Record<string, unknown>) => sealedAs(PATH, MODULE, token, payload);
const mainBalance = async (token: string) =>
  (await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token })).body.value.wallets
    .find((wallet: { code: string }) => wallet.code === 'MAIN').balance;

// README rows 98 and 102, red envelope rain (SPEC §2 /m/redRain, §7 AGENTRANSMULTDOWN3)
describe('transfer to several downlines, rows 98 and 102', () => {
  it('row 102 answers the balance, limits and direct downline, and refuses members', async () => {
    const agent = await login('agent01', 'Agent1234');
    const value = (await info(agent)).value;
    expect(value).toMatchObject({ balance: 88000, min: 10, max: 50000, paymentPasswordSet: true });
    expect(value.downlines).toHaveLength(23);
    expect(value.downlines).toEqual(expect.arrayContaining([{ userName: 'ag01a', type: 1 }, { userName: 'demo01', type: 0 }]));
    expect(value.downlines.map((entry: { userName: string }) => entry.userName)).not.toContain('ag01am1');
    const demo = await login('demo01', 'Demo1234');
    expect((await info(demo)).code).toBe('NO_PERMISSION');
    expect((await transferAs(demo, { transfers: [{ userName: 'agent01', amount: 10 }], paymentPassword: '246810' })).code).toBe('NO_PERMISSION');
  });

  it('row 98 refuses in the documented order, then moves every amount with one order number', async () => {
    const agent = await login('agent01', 'Agent1234');
    const transfers = [{ userName: 'ag01a', amount: 100.5 }, { userName: 'ag01m01', amount: 200 }];
    const right = { transfers, paymentPassword: '135790' };
    expect((await transferAs(agent, { ...right, transfers: [] })).code).toBe('BAD_REQUEST');
    expect((await transferAs(agent, { ...right, transfers: [transfers[0], transfers[0]] })).code).toBe('BAD_REQUEST');
    expect(await transferAs(agent, { ...right, transfers: [{ userName: 'ag01a', amount: 9.99 }] }))
      .toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: 10, max: 50000, userName: 'ag01a' } });
    expect(await transferAs(agent, { ...right, transfers: [{ userName: 'ag01am1', amount: 10 }] }))
      .toMatchObject({ code: 'NOT_DOWNLINE', value: { userName: 'ag01am1' } });
    expect((await transferAs(agent, { ...right, paymentPassword: '135791' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    const tooMuch = [{ userName: 'ag01a', amount: 50000 }, { userName: 'ag01b', amount: 38000.01 }];
    expect(await transferAs(agent, { ...right, transfers: tooMuch })).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { balance: 88000, total: 88000.01 } });
    const plain = await simulator.client.call(PATH, { moduleId: MODULE, token: agent, json: right });
    expect(plain.body.code).toBe('DECRYPT_FAILED');
    expect(await mainBalance(agent)).toBe(88000);

    const sub = await login('ag01a', 'Team1234');
    const subBefore = await mainBalance(sub);
    const done = await transferAs(agent, right);
    expect(done).toEqual({ success: true, value: { orderNo: expect.stringMatching(/^M\d{8}\d+$/), total: 300.5, balance: 87699.5, transfers } });
    expect(await mainBalance(agent)).toBe(87699.5);
    expect(await mainBalance(sub)).toBe(Math.round((subBefore + 100.5) * 100) / 100);
  });
});

// README rows 99-100, downline rebate settings (SPEC §2 /m/member/agent/agentRebeat, §7 GAMSER)
describe('downline rebate settings, rows 99-100', () => {
  const SETTINGS = '/wps/agent/rebate/settings';
  const settings = async (token: string, query: Record<string, string> = {}) =>
    (await simulator.client.call(SETTINGS, { moduleId: 'GAMSER', token, query })).body;
  const save = async (token: string, json: unknown) => (await simulator.client.call(SETTINGS, { moduleId: 'GAMSER', token, json })).body;

  it('row 99 answers the agent\'s own rates beside a direct downline\'s, and refuses others', async () => {
    const agent = await login('agent01', 'Agent1234');
    const first = (await settings(agent)).value;
    expect(first.downlines).toHaveLength(23);
    expect(first.userName).toBe(first.downlines[0]);
    expect(await settings(agent, { userName: 'ag01a' })).toEqual({
      success: true,
      value: {
        userName: 'ag01a', downlines: first.downlines, categories: ['RNG', 'LIVE', 'FISH', 'POKER', 'SPORTS', 'LOTT', 'ELOTT'],
        own: { RNG: 1.2, LIVE: 1, FISH: 1, POKER: 0.8, SPORTS: 1, LOTT: 0.6, ELOTT: 0.6 },
        downline: { RNG: 0.6, LIVE: 0.5, FISH: 0.5, POKER: 0.4, SPORTS: 0.5, LOTT: 0.3, ELOTT: 0.3 },
      },
    });
    expect(await settings(agent, { userName: 'ag01am1' })).toMatchObject({ code: 'NOT_DOWNLINE', value: { userName: 'ag01am1' } });
    expect((await settings(await login('demo01', 'Demo1234'))).code).toBe('NO_PERMISSION');
  });

  it('row 100 refuses a rate above the agent\'s own, naming the category and limit, then saves', async () => {
    const agent = await login('agent01', 'Agent1234');
    const rates = { RNG: 1, LIVE: 1, FISH: 0.9, POKER: 0.8, SPORTS: 0.7, LOTT: 0.5, ELOTT: 0 };
    expect((await save(agent, { userName: 'ag01a', rates: { ...rates, LIVE: -1 } })).code).toBe('BAD_REQUEST');
    expect((await save(agent, { userName: 'ag01a', rates: { RNG: 1 } })).code).toBe('BAD_REQUEST');
    expect(await save(agent, { userName: 'ag01a', rates: { ...rates, POKER: 0.81 } }))
      .toMatchObject({ code: 'REBATE_ABOVE_OWN', value: { gameCategory: 'POKER', maxRebate: 0.8 } });
    expect((await save(agent, { userName: 'ag01am1', rates })).code).toBe('NOT_DOWNLINE');
    expect(await save(agent, { userName: 'ag01a', rates })).toEqual({ success: true, value: true });
    expect((await settings(agent, { userName: 'ag01a' })).value.downline).toEqual(rates);
  });
});

// README row 101, dividend records and the current contract (SPEC §2 /m/member/agent/agentDivident)
describe('dividend records, row 101', () => {
  const dividends = async (token: string, query: Record<string, string> = {}) =>
    (await simulator.client.call('/wps/agent/dividend', { moduleId: 'DIVCONT3', token, query })).body;

  it('answers agent01\'s contract and records newest first, paged, and refuses types 4, 40, 41, 42', async () => {
    const agent = await login('agent01', 'Agent1234');
    const first = (await dividends(agent)).value;
    expect(first.contract).toMatchObject({ period: 'HALF_MONTH', tiers: [{ level: 1, threshold: 20000, activeMembers: 5, rate: 10 }, {}, {}] });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ period: expect.stringMatching(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/), status: 'PENDING' });
    for (const record of first.content) expect(record.amount).toBeCloseTo((record.teamNetLoss * record.rate) / 100, 2);
    expect((await dividends(agent, { pageNo: '2' })).value.content).toHaveLength(2);
    expect(await dividends(await login('ag01a', 'Team1234'))).toEqual({ success: true, value: { contract: null, content: [], pageNum: 1, totalPages: 0 } });
    expect((await dividends(await login('demo01', 'Demo1234'))).value).toMatchObject({ contract: null, content: [] });
    expect((await dividends(await login('agent41', 'Agent1234'))).code).toBe('NO_PERMISSION');
  });
});
