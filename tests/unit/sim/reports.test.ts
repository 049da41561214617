import { describe, expect, it } from 'vitest';
import { merchantDate } from '../../../platform-sim/ledger.mjs';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const DAY = 24 * 60 * 60 * 1000;

const { login } = signedInCalls(simulator);

const report = (path: string, moduleId: string, token: string, query: Record<string, string | number> = {}) =>
  simulator.client.call(`/wps/report/${path}`, { moduleId, token, query });

const thirtyDays = () => ({ startDate: merchantDate(Date.now() - 29 * DAY), endDate: merchantDate(Date.now()) });
const sum = (list: Array<Record<string, number>>, field: string) => Math.round(list.reduce((total, entry) => total + (entry[field] ?? 0), 0) * 100) / 100;

/** Every page of a report, 26 at a time. */
async function allPages(path: string, moduleId: string, token: string, query: Record<string, string | number>) {
  const first = await report(path, moduleId, token, { ...query, pageNo: 1, pageSize: 26 });
  expect(first.body.success).toBe(true);
  const rows = [...first.body.value.content];
  for (let pageNo = 2; pageNo <= first.body.value.totalPages; pageNo += 1) {
    const next = await report(path, moduleId, token, { ...query, pageNo, pageSize: 26 });
    expect(next.body.value.pageNum).toBe(pageNo);
    rows.push(...next.body.value.content);
  }
  return { first: first.body.value, rows };
}

// README rows 60-64 (reports; SPEC §2 /m/vouReport, /m/withdrawReport, /m/transaction/record, /m/gameRecord, /m/profitandloss)
describe('money report rows 60-64', () => {
  it('row 63 pages demo01\'s 90 seeded bets 26 at a time, newest first, with totals over the whole range', async () => {
    const token = await login('demo01', 'Demo1234');
    const { first, rows } = await allPages('bets', 'TRANSBETREPMEM3', token, { startDate: merchantDate(Date.now() - 60 * DAY), endDate: merchantDate(Date.now()) });
    expect(first.totalPages).toBe(4);
    expect(first.content).toHaveLength(26);
    expect(rows).toHaveLength(90);
    expect(new Set(rows.map((bet) => bet.id)).size).toBe(90);
    const times = rows.map((bet) => bet.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.totals).toEqual({
      count: 90, betAmount: sum(rows, 'betAmount'), validBet: sum(rows, 'validBet'), payout: sum(rows, 'payout'), winLoss: sum(rows, 'winLoss'),
    });
  });

  it('filters on merchant dates (UTC+7), not UTC dates', async () => {
    const token = await login('demo01', 'Demo1234');
    const { rows: all } = await allPages('transactions', 'MEMTRANS3', token, { startDate: '2000-01-01', endDate: '2100-01-01' });
    const day = merchantDate(all[Math.floor(all.length / 2)].time);
    const { first, rows } = await allPages('transactions', 'MEMTRANS3', token, { startDate: day, endDate: day });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((movement) => merchantDate(movement.time) === day)).toBe(true);
    expect(rows).toEqual(all.filter((movement) => merchantDate(movement.time) === day));
    // A movement at 17:00-23:59 UTC belongs to the next merchant day.
    expect(merchantDate(Date.UTC(2026, 0, 1, 17, 0))).toBe('2026-01-02');
    expect(merchantDate(Date.UTC(2026, 0, 1, 16, 59))).toBe('2026-01-01');
    expect(first.totals.count).toBe(rows.length);
    expect(first.totals.moneyIn).toBe(sum(rows.filter((movement) => movement.amount > 0), 'amount'));
  });

  it('rows 60 and 61 filter on status; totals count only the filtered orders', async () => {
    const token = await login('demo01', 'Demo1234');
    const range = { startDate: '2000-01-01', endDate: '2100-01-01' };
    const all = await allPages('deposit', 'DEPRECM3', token, range);
    expect(all.rows).toHaveLength(14);
    const rejected = await allPages('deposit', 'DEPRECM3', token, { ...range, status: 'REJECTED' });
    expect(rejected.rows.length).toBeGreaterThan(0);
    expect(rejected.rows.every((deposit) => deposit.status === 'REJECTED')).toBe(true);
    expect(rejected.first.totals).toEqual({ count: rejected.rows.length, amount: sum(rejected.rows, 'amount'), bonus: sum(rejected.rows, 'bonus') });
    const withdrawals = await allPages('withdraw', 'WITHREC3', token, { ...range, status: 'APPROVED' });
    expect(withdrawals.rows.every((withdrawal) => withdrawal.status === 'APPROVED')).toBe(true);
    expect(withdrawals.first.totals).toMatchObject({ count: withdrawals.rows.length, amount: sum(withdrawals.rows, 'amount'), fee: 0 });
    const empty = await report('deposit', 'DEPRECM3', token, { startDate: '2000-01-01', endDate: '2000-01-31' });
    expect(empty.body.value).toEqual({ content: [], pageNum: 1, totalPages: 0, totals: { count: 0, amount: 0, bonus: 0 } });
  });

  it('refuses bad dates, statuses, types and pages with BAD_REQUEST', async () => {
    const token = await login('demo01', 'Demo1234');
    for (const [path, moduleId, query] of [
      ['deposit', 'DEPRECM3', { startDate: '2026-13-01' }],
      ['deposit', 'DEPRECM3', { startDate: '2026-02-02', endDate: '2026-02-01' }],
      ['withdraw', 'WITHREC3', { status: 'DONE' }],
      ['transactions', 'MEMTRANS3', { transType: 'GIFT' }],
      ['bets', 'TRANSBETREPMEM3', { gameCategory: 'DICE' }],
      ['pnl', 'PERSPNL3', { pageNo: 0 }],
      ['pnl', 'PERSPNL3', { pageSize: 1000 }],
    ] as const) {
      const answer = await report(path, moduleId, token, query);
      expect(answer.body, `${path} ${JSON.stringify(query)}`).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('row 62 types=A: agent movements for agents, NO_PERMISSION for members', async () => {
    const agent = await login('agent01', 'Agent1234');
    const { rows } = await allPages('transactions', 'MEMTRANS3', agent, { startDate: '2000-01-01', endDate: '2100-01-01', types: 'A' });
    expect(rows).toHaveLength(12);
    expect(rows.every((movement) => movement.type === 'COMMISSION')).toBe(true);
    const member = await login('demo01', 'Demo1234');
    const refused = await report('transactions', 'MEMTRANS3', member, { types: 'A' });
    expect(refused.body).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    const own = await report('transactions', 'MEMTRANS3', member, { transType: 'DEPOSIT', startDate: '2000-01-01', endDate: '2100-01-01' });
    expect(own.body.value.content.every((movement: { type: string }) => movement.type === 'DEPOSIT')).toBe(true);
  });

  it('row 64 sums each merchant day and agrees with the betting record', async () => {
    const token = await login('demo01', 'Demo1234');
    const range = thirtyDays();
    const pnl = await allPages('pnl', 'PERSPNL3', token, range);
    const bets = await allPages('bets', 'TRANSBETREPMEM3', token, range);
    expect(pnl.first.totals.winLoss).toBe(bets.first.totals.winLoss);
    expect(pnl.first.totals.betAmount).toBe(bets.first.totals.betAmount);
    const dates = pnl.rows.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of pnl.rows) expect(row.profit).toBe(Math.round((row.winLoss + row.bonus + row.rebate) * 100) / 100);
  });
});

// Bets from launched games reach the ledger; trial launches record nothing
describe('bets on the simulator\'s game page', () => {
  async function launch(token: string) {
    const answer = await simulator.client.call('/wps/game/launchGame', {
      method: 'POST', moduleId: 'GAMELO3', token, json: { gameCategory: 'RNG', vendor: 'PG', gameId: '1000', nodeId: '10001', showChoice: true },
    });
    expect(answer.body.success).toBe(true);
    return new URL(answer.body.value.gameUrl);
  }
  const bet = (url: URL, form: Record<string, string>) =>
    fetch(`${simulator.url}${url.pathname}/bet`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

  it('records the bet for the account that launched, with a deterministic outcome', async () => {
    const token = await login('demo01', 'Demo1234');
    const url = await launch(token);
    const page = await (await fetch(url)).text();
    expect(page).toContain('data-testid="sim-bet"');
    const response = await bet(url, { ticket: url.searchParams.get('ticket')!, stake: '12.50' });
    expect(response.status).toBe(200);
    const html = await response.text();
    const balance = Number(/data-testid="sim-balance">([\d.]+)</.exec(html)![1]);
    const latest = (await report('bets', 'TRANSBETREPMEM3', token, thirtyDays())).body.value.content[0];
    expect(latest).toMatchObject({ vendor: 'PG', gameId: '1000', betAmount: 12.5, status: 'SETTLED' });
    expect(html).toContain(latest.orderNo);
    const wallet = await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token });
    expect(wallet.body.value.wallets.find((entry: { code: string }) => entry.code === 'MAIN').balance).toBe(balance);
    const movement = (await report('transactions', 'MEMTRANS3', token, thirtyDays())).body.value.content[0];
    expect(movement.balanceAfter).toBe(balance);
  });

  it('refuses a stake that is not an amount, a ticket no launch issued, and a trial launch offers no bet', async () => {
    const token = await login('demo01', 'Demo1234');
    const before = (await report('bets', 'TRANSBETREPMEM3', token, thirtyDays())).body.value.totals.count;
    const url = await launch(token);
    expect((await bet(url, { ticket: url.searchParams.get('ticket')!, stake: 'abc' })).status).toBe(400);
    expect((await bet(url, { ticket: 'deadbeef', stake: '10' })).status).toBe(400);
    expect((await report('bets', 'TRANSBETREPMEM3', token, thirtyDays())).body.value.totals.count).toBe(before);
    const trial = await simulator.client.call('/wps/game/launchGame/trial', {
      method: 'POST', moduleId: 'GAMELO3', json: { gameCategory: 'SPORTS', vendor: 'SABA', gameId: 'SABA-MAIN', nodeId: '10203' },
    });
    const trialUrl = new URL(trial.body.value.gameUrl);
    expect(await (await fetch(trialUrl)).text()).not.toContain('data-testid="sim-bet"');
    expect((await bet(trialUrl, { ticket: trialUrl.searchParams.get('ticket')!, stake: '10' })).status).toBe(400);
  });
});
