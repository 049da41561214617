import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentIssue, lotteryMenu, winningNumber } from '../../../platform-sim/lottery.mjs';
import { startSim } from '../../../platform-sim/server.mjs';
import { simClient, type SimJson } from './simClient';

// 2025-03-10 12:00:30 in Vietnam (UTC+7).
const NOON_VN = Date.UTC(2025, 2, 10, 5, 0, 30);

function game(menu: Record<string, SimJson>, code: string) {
  for (const group of Object.values(menu)) {
    const found = group.gameMenus.find((entry: SimJson) => entry.gameCode === code);
    if (found) return found;
  }
  throw new Error(`no game ${code}`);
}

describe('lottery issues', () => {
  it('derives numero, remainTime and the previous result from the time', () => {
    const menu = lotteryMenu(NOON_VN, 'vi');
    expect(Object.keys(menu).length).toBeGreaterThanOrEqual(3);
    const oneMinute = game(menu, 'SEA1');
    // 12:00:30 is in the 721st minute of the day.
    expect(oneMinute.numero).toBe('20250310-0721');
    expect(oneMinute.remainTime).toBe(30000);
    expect(oneMinute.previousWinningNumber).toBe(winningNumber('SEA1', '20250310-0720'));
    expect(oneMinute.previousWinningNumber).toMatch(/^\d{5},\d{5}~\d+$/);
    const [special, sum] = [oneMinute.previousWinningNumber.split(',')[0], oneMinute.previousWinningNumber.split('~')[1]];
    expect([...special].reduce((total: number, digit: string) => total + Number(digit), 0)).toBe(Number(sum));

    const later = game(lotteryMenu(NOON_VN + 60000, 'vi'), 'SEA1');
    expect(later.numero).toBe('20250310-0722');
    expect(later.previousWinningNumber).toBe(winningNumber('SEA1', oneMinute.numero));

    const daily = game(menu, 'VNMB');
    expect(daily.numero).toBe('20250310');
    expect(daily.remainTime).toBe((6 * 3600 + 15 * 60 - 30) * 1000);
    const afterDraw = game(lotteryMenu(NOON_VN + 7 * 3600 * 1000, 'vi'), 'VNMB');
    expect(afterDraw.numero).toBe('20250311');
    expect(afterDraw.previousWinningNumber).toBe(winningNumber('VNMB', '20250310'));
  });

  it('rolls the first issue of a day back to the last one of the day before', () => {
    const justAfterMidnight = Date.UTC(2025, 2, 9, 17, 0, 10);
    const issue = currentIssue({ periodSec: 90 }, justAfterMidnight);
    expect(issue).toMatchObject({ numero: '20250310-0001', previousNumero: '20250309-0960' });
  });

  it('marks hot games and games not on sale', () => {
    const menu = lotteryMenu(NOON_VN, 'en');
    const games = Object.values(menu).flatMap((group: SimJson) => group.gameMenus);
    expect(games.filter((entry: SimJson) => entry.tag.includes('HOT')).length).toBeGreaterThan(2);
    expect(games.filter((entry: SimJson) => entry.isSale === false).length).toBeGreaterThanOrEqual(1);
    expect(menu.VN_NORTH!.labelName).toBe('North');
    for (const entry of games) expect(entry.lockTime).toBeLessThanOrEqual(15);
  });
});

describe('lottery menu over HTTP', () => {
  let sim: Awaited<ReturnType<typeof startSim>>;
  beforeAll(async () => {
    sim = await startSim({ port: 0 });
  });
  afterAll(async () => {
    await sim.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves with the clock', async () => {
    const client = simClient(sim.url);
    const fetchMenu = async () =>
      (await client.call('/lgw/lottery/menu', { moduleId: 'GAMELO3', query: { prizeMode: 'ELOTT', device: 'MOBILE', language: 'vi' } })).body.value;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON_VN);
    const before = game(await fetchMenu(), 'SEA90');
    vi.setSystemTime(NOON_VN + 90000);
    const after = game(await fetchMenu(), 'SEA90');
    vi.useRealTimers();

    expect(before.remainTime).toBe(60000);
    expect(after.remainTime).toBe(60000);
    expect(before.numero).toBe('20250310-0481');
    expect(after.numero).toBe('20250310-0482');
    expect(after.previousWinningNumber).toBe(winningNumber('SEA90', before.numero));
    expect(before.lotteryTime).toEqual([NOON_VN, NOON_VN]);
  });

  it('answers real time when the clock is real', async () => {
    const client = simClient(sim.url);
    const { body } = await client.call('/lgw/lottery/menu', { moduleId: 'GAMELO3', query: { prizeMode: 'ELOTT' } });
    const entry = game(body.value, 'SEA1');
    expect(entry.remainTime).toBeGreaterThan(0);
    expect(entry.remainTime).toBeLessThanOrEqual(60000);
    expect(entry.lotteryTime[1]).toBeGreaterThanOrEqual(entry.lotteryTime[0]);
    expect(Math.abs(entry.winningTime - (Date.now() + entry.remainTime))).toBeLessThan(2000);
  });
});
