import { describe, expect, it, vi } from 'vitest';
import { balanceText, balanceView, HIDDEN_BALANCE } from '@/lib/format/balance';
import { DEFAULT_CURRENCY_SYMBOL } from '@/lib/format/formatMoney';
import { CONTRACT_EXCLUDED_TYPES, pendingContract } from '@/features/contracts/logic/contractCheck';
import { queueDialog } from '@/components/dialog/dialogQueue';
import { carouselMoves } from '@/features/home/logic/carousel';
import { hotMatchHref } from '@/features/home/logic/hotMatches';
import { popupLink, popupNotices, shouldShowPopups } from '@/features/home/logic/loginPopups';
import { throttle } from '@/features/home/logic/throttle';
import { TICKER_MIN_DURATION_MS, tickerDurationMs, tickerSpeed } from '@/features/home/logic/ticker';
import { launchRequestOf } from '@/features/games/logic/launchRequest';
import { announcement, hotMatch, memberContracts } from '@/lib/platform/schemas';

const none = memberContracts.parse({ dailysalreqtype: '', divtypecompperiodreq: null, contracthoursalreq: '' });

// SPEC §4 home load: contract check
describe('pendingContract', () => {
  it('offers the screen of the first pending request', () => {
    expect(pendingContract(1, { ...none, dailysalreqtype: '1' })).toEqual({ kind: 'salary', path: '/m/member/agent/getSalaryContract' });
    expect(pendingContract(0, { ...none, divtypecompperiodreq: 'A' })).toEqual({ kind: 'dividend', path: '/m/member/agent/getDevidendContract' });
    expect(pendingContract(2, { ...none, contracthoursalreq: '3' })).toEqual({ kind: 'hourly', path: '/m/member/agent/getHourContract' });
    expect(pendingContract(1, { dailysalreqtype: '1', divtypecompperiodreq: '1', contracthoursalreq: '1' })?.kind).toBe('salary');
  });

  it('asks nothing when every request is empty, unknown, or blank', () => {
    expect(pendingContract(1, none)).toBeNull();
    expect(pendingContract(1, null)).toBeNull();
    expect(pendingContract(1, { ...none, dailysalreqtype: '  ' })).toBeNull();
  });

  it.each(CONTRACT_EXCLUDED_TYPES)('skips member type %i', (type) => {
    expect(pendingContract(type, { ...none, dailysalreqtype: '1' })).toBeNull();
  });

  it('skips an unknown member type, and reads numbers the platform sends as text', () => {
    expect(pendingContract(null, { ...none, dailysalreqtype: '1' })).toBeNull();
    expect(memberContracts.parse({ dailysalreqtype: 1 }).dailysalreqtype).toBe('1');
  });
});

// SPEC §2 balance: #,##0.00 with the currency symbol, hidden by default
describe('balance', () => {
  it('formats the summed balance with the wallet symbol', () => {
    const wallet = '￥';
    const view = balanceView({ sumBalance: 12345.67, currencySymbol: wallet }, null);
    expect(balanceText(view, true, 'vi')).toBe(`${wallet}12,345.67`);
    expect(balanceText(balanceView({ sumBalance: 0.5, currencySymbol: '₫' }, null), true, 'vi')).toBe('₫0.50');
    expect(balanceText(balanceView({ sumBalance: 1234567, currencySymbol: '' }, { currencySymbol: '$' }), true, 'vi')).toBe('$1,234,567.00');
    // Neither the wallet nor the merchant names one: SPEC §1's default.
    expect(balanceText(balanceView({ sumBalance: 10, currencySymbol: '' }, null), true, 'vi')).toBe(`${DEFAULT_CURRENCY_SYMBOL}10.00`);
  });

  it('masks the amount while hidden and says nothing it does not know', () => {
    expect(balanceText(balanceView({ sumBalance: 12345.67, currencySymbol: '￥' }, null), false, 'vi')).toBe(HIDDEN_BALANCE);
    expect(balanceText(null, true, 'vi')).toBe('--');
    expect(balanceView(null, { currencySymbol: '￥' })).toBeNull();
  });
});

// SPEC §2 ticker: speed scales with window width / 1200
describe('ticker speed', () => {
  it('is one pixel a frame on a 1200 px window and proportional below', () => {
    expect(tickerSpeed(1200)).toBe(60);
    expect(tickerSpeed(390)).toBeCloseTo(19.5);
    expect(tickerSpeed(2400)).toBe(120);
  });

  it('turns a distance into a loop duration, never shorter than the minimum', () => {
    expect(tickerDurationMs(1950, 390)).toBe(100000);
    expect(tickerDurationMs(1200, 1200)).toBe(20000);
    expect(tickerDurationMs(1200, 600)).toBe(2 * tickerDurationMs(1200, 1200));
    expect(tickerDurationMs(10, 1200)).toBe(TICKER_MIN_DURATION_MS);
    expect(tickerDurationMs(0, 390)).toBe(TICKER_MIN_DURATION_MS);
    expect(tickerDurationMs(600, 0)).toBe(10000);
  });
});

// SPEC §2 login popups: PU notices once after each sign-in
describe('login popups', () => {
  const pu = (id: number, title: string, content = '') => announcement.parse({ id, type: 'PU', title, content });

  it('shows them once per sign-in, never to a visitor or with nothing to show', () => {
    expect(shouldShowPopups(2, 'sign-in-a', null)).toBe(true);
    expect(shouldShowPopups(2, 'sign-in-a', 'sign-in-a')).toBe(false);
    expect(shouldShowPopups(2, 'sign-in-b', 'sign-in-a')).toBe(true);
    expect(shouldShowPopups(2, null, null)).toBe(false);
    expect(shouldShowPopups(0, 'sign-in-a', null)).toBe(false);
  });

  it('keeps notices with a title or content, and follows only safe links', () => {
    expect(popupNotices([pu(1, 'Welcome!'), pu(2, ' ', ' '), pu(3, '', 'Body')]).map((p) => p.id)).toEqual(['1', '3']);
    expect(popupLink('/m/rewardCenter')).toBe('/m/rewardCenter');
    expect(popupLink('https://example.com/x')).toBe('https://example.com/x');
    expect(popupLink('//evil.example')).toBeNull();
    expect(popupLink('javascript:alert(1)')).toBeNull();
    expect(popupLink('')).toBeNull();
  });

  it('lists the newest first, undated ones last in the platform order', () => {
    const dated = (id: number, createTime: number | string | undefined) =>
      announcement.parse({ id, type: 'PU', title: `n${id}`, content: '', ...(createTime === undefined ? {} : { createTime }) });
    const notices = [dated(1, 1_000), dated(2, undefined), dated(3, '2026-01-02T00:00:00Z'), dated(4, '5000'), dated(5, undefined)];
    expect(popupNotices(notices).map((p) => p.id)).toEqual(['3', '4', '1', '2', '5']);
  });
});

// SPEC §2 hot match: tap launches the match (SPORTS, vendor, roomId, nodeId); carousels move only with 2+
describe('hot matches', () => {
  const match = hotMatch.parse({
    id: 301, matchTime: 0, league: 'V.League 1', homeTeam: 'A', awayTeam: 'B', vendor: 'SABA', roomId: 'SABA-301', nodeId: 10203,
  });

  it('launches as a SPORTS game of its vendor with the room as game id', () => {
    const href = hotMatchHref(match);
    expect(href.startsWith('/m/launchGame?')).toBe(true);
    expect(launchRequestOf(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual({
      kind: 'vendor', gameCategory: 'SPORTS', vendor: 'SABA', gameId: 'SABA-301', nodeId: '10203',
    });
  });

  it('loops and plays only with more than one slide', () => {
    expect(carouselMoves(0)).toBe(false);
    expect(carouselMoves(1)).toBe(false);
    expect(carouselMoves(2)).toBe(true);
  });
});

describe('throttle (inbox unread, 250 ms)', () => {
  it('runs the first call and drops the others inside the window', () => {
    let now = 1000;
    const fn = vi.fn();
    const throttled = throttle(fn, 250, () => now);
    throttled();
    now += 100;
    throttled();
    now += 149;
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    now += 1;
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('dialog queue', () => {
  it('opens the next dialog only after the previous one closed, even if it failed', async () => {
    const order: string[] = [];
    let closeFirst!: () => void;
    void queueDialog(() => new Promise<void>((resolve) => { order.push('popups open'); closeFirst = () => { order.push('popups closed'); resolve(); }; }));
    const second = queueDialog(async () => { order.push('contract open'); throw new Error('x'); });
    const third = queueDialog(async () => { order.push('third'); });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['popups open']);
    closeFirst();
    await second;
    await third;
    expect(order).toEqual(['popups open', 'popups closed', 'contract open', 'third']);
  });
});
