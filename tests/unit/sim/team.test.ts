import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();

const { login, get, sealedAs } = signedInCalls(simulator);
/** Row 94 sealed by the reference encryptor. */
const openAs = (token: string, payload: Record<string, unknown>) => sealedAs('/wps/agent/downline', 'AGEDOWNMAN3', token, payload);
const merchantDate = (time: number) => new Date(time + 7 * 3600 * 1000).toISOString().slice(0, 10);

// README rows 92-94: team overview, downline management, open account (agents only, SPEC §6)
describe('agent team, rows 92-94', () => {
  it('row 92 adds up the whole team per merchant day; members are refused and the flag turns it off', async () => {
    const agent = await login('agent01', 'Agent1234');
    const endDate = merchantDate(Date.now());
    const startDate = merchantDate(Date.now() - 44 * 86400000);
    const answer = await get('/wps/agent/team/overview', 'AGEINFO3', agent, { startDate, endDate });
    expect(answer.success).toBe(true);
    const { totals, days } = answer.value;
    expect(days).toHaveLength(45);
    expect(totals.activeBettors).toBeGreaterThan(40);
    expect(totals.registrations).toBe(days.reduce((sum: number, day: { registrations: number }) => sum + day.registrations, 0));
    expect(totals.bets).toBeCloseTo(days.reduce((sum: number, day: { bets: number }) => sum + day.bets, 0), 2);
    expect((await get('/wps/agent/team/overview', 'AGEINFO3', agent, { startDate: endDate, endDate: startDate })).code).toBe('BAD_REQUEST');
    const demo = await login('demo01', 'Demo1234');
    expect((await get('/wps/agent/team/overview', 'AGEINFO3', demo, { startDate, endDate })).code).toBe('NO_PERMISSION');
    await simulator.client.control('state', { flags: { AGEPAG: false } });
    expect((await get('/wps/agent/team/overview', 'AGEINFO3', agent, { startDate, endDate })).code).toBe('FEATURE_OFF');
  });

  it('row 93 lists one level with its breadcrumb, searches the whole team and refuses accounts outside it', async () => {
    const agent = await login('agent01', 'Agent1234');
    const top = (await get('/wps/agent/downline', 'AGEDOWNMAN3', agent, { pageNo: 1, pageSize: 26 })).value;
    expect(top).toMatchObject({ path: ['agent01'], ownRebateRate: 2 });
    expect(top.content).toHaveLength(23);
    expect(top.content.find((row: { userName: string }) => row.userName === 'ag01a')).toMatchObject({ type: 1, downlineCount: 5 });
    const drilled = (await get('/wps/agent/downline', 'AGEDOWNMAN3', agent, { parent: 'ag01aa' })).value;
    expect(drilled).toMatchObject({ path: ['agent01', 'ag01a', 'ag01aa'], content: [], totalPages: 0 });
    const found = (await get('/wps/agent/downline', 'AGEDOWNMAN3', agent, { account: 'AM1' })).value.content;
    expect(found.map((row: { userName: string }) => row.userName).sort()).toEqual(['ag01am1']);
    expect((await get('/wps/agent/downline', 'AGEDOWNMAN3', agent, { parent: 'agent02' })).code).toBe('NOT_DOWNLINE');
  });

  it('row 94 opens an account within the agent\'s own rebate and refuses in order', async () => {
    const agent = await login('agent01', 'Agent1234');
    const right = { username: 'newbie01', password: 'Newbie123', type: 0, rebateRate: 1.5 };
    expect((await openAs(agent, { ...right, username: '1bad' })).code).toBe('USERNAME_INVALID');
    expect((await openAs(agent, { ...right, password: 'short' })).code).toBe('PASSWORD_INVALID');
    expect(await openAs(agent, { ...right, rebateRate: 2.1 })).toMatchObject({ code: 'REBATE_ABOVE_OWN', value: { maxRebate: 2 } });
    expect((await openAs(agent, { ...right, username: 'ag01m01' })).code).toBe('USERNAME_EXISTS');
    const plain = await simulator.client.call('/wps/agent/downline', { moduleId: 'AGEDOWNMAN3', token: agent, json: right });
    expect(plain.body.code).toBe('DECRYPT_FAILED');
    expect(await openAs(agent, right)).toMatchObject({ success: true, value: { userName: 'newbie01', type: 0, rebateRate: 1.5, upline: 'agent01' } });
    expect((await get('/wps/agent/downline', 'AGEDOWNMAN3', agent, { account: 'newbie' })).value.content).toHaveLength(1);
    await login('newbie01', 'Newbie123');
    const demo = await login('demo01', 'Demo1234');
    expect((await openAs(demo, { ...right, username: 'newbie02' })).code).toBe('NO_PERMISSION');
  });
});
