import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const WIDE = { startDate: '2000-01-01', endDate: '2100-01-01' };

const { login, get } = signedInCalls(simulator);

const sum = (rows: Array<Record<string, number>>, field: string) => Math.round(rows.reduce((total, row) => total + (row[field] ?? 0), 0) * 100) / 100;

// README rows 95-97: team reports over agent01's downline (platform-sim/downline.mjs)
describe('team reports, rows 95-97', () => {
  it('row 95 answers one row per active member whose figures agree with the member\'s own pnl (row 64), filtered by account', async () => {
    const agent = await login('agent01', 'Agent1234');
    const all = await get('/wps/agent/report/pnl', 'AGETEAMPNL3', agent, { ...WIDE, pageSize: 100 });
    expect(all.success).toBe(true);
    expect(all.value.totals.count).toBeGreaterThanOrEqual(40);
    expect(all.value.totals.betAmount).toBe(sum(all.value.content, 'betAmount'));

    const member = await login('ag01am1', 'Team1234');
    const own = (await get('/wps/report/pnl', 'PERSPNL3', member, WIDE)).value.totals;
    const filtered = await get('/wps/agent/report/pnl', 'AGETEAMPNL3', agent, { ...WIDE, account: 'ag01am1' });
    expect(filtered.value.content).toEqual([
      expect.objectContaining({ userName: 'ag01am1', deposit: own.deposit, betAmount: own.betAmount, winLoss: own.winLoss, profit: own.profit }),
    ]);
    expect(filtered.value.totals.count).toBe(1);
  });

  it('row 95 under a game category: the game figures of that category only, agreeing with row 96', async () => {
    const agent = await login('agent01', 'Agent1234');
    const slots = await get('/wps/agent/report/pnl', 'AGETEAMPNL3', agent, { ...WIDE, account: 'ag01b', gameCategory: 'RNG', pageSize: 100 });
    const bets = await get('/wps/agent/report/bets', 'TEAMBETTING3', agent, { ...WIDE, account: 'ag01b', gameCategory: 'RNG', pageSize: 100 });
    expect(slots.value.content.length).toBeGreaterThan(0);
    for (const row of slots.value.content) {
      expect(Object.keys(row).sort()).toEqual(['betAmount', 'profit', 'userName', 'validBet', 'winLoss']);
      expect(row.profit).toBe(row.winLoss);
    }
    expect(slots.value.totals).toEqual({
      count: new Set(bets.value.content.map((bet: { userName: string }) => bet.userName)).size,
      betAmount: bets.value.totals.betAmount, validBet: bets.value.totals.validBet,
      winLoss: bets.value.totals.winLoss, profit: bets.value.totals.winLoss,
    });
    expect((await get('/wps/agent/report/pnl', 'AGETEAMPNL3', agent, { gameCategory: 'CARDS' })).code).toBe('BAD_REQUEST');
  });

  it('row 96 answers the team\'s bets with userName, by category and account; row 97 0.2 % of their valid bets', async () => {
    const agent = await login('agent01', 'Agent1234');
    const bets = await get('/wps/agent/report/bets', 'TEAMBETTING3', agent, { ...WIDE, account: 'ag01b', gameCategory: 'RNG', pageSize: 100 });
    expect(bets.value.content.length).toBeGreaterThan(0);
    for (const bet of bets.value.content) {
      expect(bet.userName).toContain('ag01b');
      expect(bet.gameCategory).toBe('RNG');
    }
    expect(bets.value.totals.validBet).toBe(sum(bets.value.content, 'validBet'));
    expect((await get('/wps/agent/report/bets', 'TEAMBETTING3', agent, { gameCategory: 'CARDS' })).code).toBe('BAD_REQUEST');

    const income = await get('/wps/agent/report/rebate', 'AGEREBINC3', agent, { ...WIDE, account: 'ag01b', pageSize: 100 });
    const allBets = await get('/wps/agent/report/bets', 'TEAMBETTING3', agent, { ...WIDE, account: 'ag01b', pageSize: 100 });
    expect(income.value.totals.validBet).toBe(allBets.value.totals.validBet);
    expect(income.value.content[0]).toMatchObject({ rate: 0.2, userName: expect.stringContaining('ag01b') });
    for (const entry of income.value.content) expect(entry.amount).toBe(Math.round(entry.validBet * 0.2) / 100);
  });

  it('refuses members (NO_PERMISSION) and answers FEATURE_OFF when a flag is off', async () => {
    const demo = await login('demo01', 'Demo1234');
    expect((await get('/wps/agent/report/pnl', 'AGETEAMPNL3', demo)).code).toBe('NO_PERMISSION');
    expect((await get('/wps/agent/report/bets', 'TEAMBETTING3', demo)).code).toBe('NO_PERMISSION');
    const agent = await login('agent01', 'Agent1234');
    await simulator.client.control('state', { flags: { AGEREBINC3: false } });
    expect((await get('/wps/agent/report/rebate', 'AGEREBINC3', agent)).code).toBe('FEATURE_OFF');
  });
});
