import { describe, expect, it } from 'vitest';
import { presetRange } from '@/features/reports/logic/datePresets';
import { readReportQuery, reportBffQuery, reportHref } from '@/features/reports/logic/reportQuery';

const SAIGON = 'Asia/Ho_Chi_Minh';

// Report date presets (today, yesterday, 7 days, 30 days) count merchant days (TIME_ZONE), not UTC days
describe('report date presets', () => {
  it('counts from the merchant\'s today, which starts at 17:00 UTC the day before in Saigon', () => {
    const beforeMidnight = Date.UTC(2026, 2, 1, 16, 59, 59); // 23:59:59 on 1 March in Saigon
    const afterMidnight = Date.UTC(2026, 2, 1, 17, 0, 0); // 00:00 on 2 March in Saigon
    expect(presetRange('today', beforeMidnight, SAIGON)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetRange('today', afterMidnight, SAIGON)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(presetRange('yesterday', afterMidnight, SAIGON)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
  });

  it('7 and 30 days include today and cross month and leap-year ends', () => {
    const now = Date.UTC(2028, 2, 3, 5, 0); // 3 March 2028, 12:00 in Saigon; 2028 is a leap year
    expect(presetRange('7d', now, SAIGON)).toEqual({ startDate: '2028-02-26', endDate: '2028-03-03' });
    expect(presetRange('30d', now, SAIGON)).toEqual({ startDate: '2028-02-03', endDate: '2028-03-03' });
    expect(presetRange('yesterday', Date.UTC(2027, 0, 1, 1, 0), SAIGON)).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' });
  });

  it('follows another merchant zone, whatever zone the server runs in', () => {
    const now = Date.UTC(2026, 5, 10, 2, 0); // 10 June 02:00 UTC = 9 June 22:00 in New York (EDT)
    expect(presetRange('today', now, 'America/New_York')).toEqual({ startDate: '2026-06-09', endDate: '2026-06-09' });
    expect(presetRange('today', now, SAIGON)).toEqual({ startDate: '2026-06-10', endDate: '2026-06-10' });
  });
});

// The filter form's URL holds range and filters; unknown values fall back to the defaults
describe('report query', () => {
  it('keeps only the filters the report has, with known values', () => {
    const query = readReportQuery('deposit', { range: '30d', status: 'REJECTED', transType: 'BET', pages: '3' });
    expect(query).toEqual({ preset: '30d', filters: { status: 'REJECTED' }, agentRecord: false, account: '', pages: 3 });
    expect(readReportQuery('bets', { range: 'forever', gameCategory: 'DICE', pages: 'x' })).toEqual({ preset: '7d', filters: {}, agentRecord: false, account: '', pages: 1 });
    expect(readReportQuery('transactions', { types: 'A' }).agentRecord).toBe(true);
    expect(readReportQuery('deposit', { types: 'A' }).agentRecord).toBe(false);
  });

  it('builds the BFF call and the no-script "more" link from the same query', () => {
    const query = readReportQuery('transactions', { range: 'today', transType: 'COMMISSION', types: 'A' });
    const range = { startDate: '2026-03-02', endDate: '2026-03-02' };
    expect(reportBffQuery('transactions', query, range)).toBe('/wps/report/transactions?startDate=2026-03-02&endDate=2026-03-02&transType=COMMISSION&types=A');
    expect(reportHref('transactions', query, 2)).toBe('/m/transaction/record?range=today&transType=COMMISSION&types=A&pages=2');
  });

  // The team reports' member filter is free text, kept (trimmed) in the URL, the BFF call and the 'more' link
  it('carries the team reports\' member filter, and only theirs', () => {
    const query = readReportQuery('teamBets', { range: '30d', account: '  ag01b ', gameCategory: 'RNG' });
    const range = { startDate: '2026-03-01', endDate: '2026-03-30' };
    expect(reportBffQuery('teamBets', query, range)).toBe('/wps/agent/report/bets?startDate=2026-03-01&endDate=2026-03-30&gameCategory=RNG&account=ag01b');
    expect(reportHref('teamBets', query, 2)).toBe('/m/teamBetting?range=30d&gameCategory=RNG&account=ag01b&pages=2');
    expect(readReportQuery('bets', { account: 'ag01b' }).account).toBe('');
    expect(readReportQuery('teamPnl', { account: 'x'.repeat(40) }).account).toHaveLength(32);
  });
});
