import { describe, expect, it } from 'vitest';
import { formatDate, MATCH_TIME_FORMAT, shownDay, shownDaysIn } from '@/lib/format/formatDate';
import { formatAmount, formatMoney } from '@/lib/format/formatMoney';

// SPEC §9 balance format #,##0.00, currency ￥; §2 match time MM/DD HH:mm
describe('formatMoney', () => {
  it.each([
    [12345.67, '12,345.67'],
    [0, '0.00'],
    [1000000, '1,000,000.00'],
    [1.005, '1.01'],
    ['2500.5', '2,500.50'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('puts the configured symbol first, ￥ by default', () => {
    expect(formatMoney(12345.67)).toBe('￥12,345.67');
    expect(formatMoney(-5, '₫')).toBe('-₫5.00');
  });
});

describe('formatDate', () => {
  const instant = Date.UTC(2026, 10, 21, 17, 5); // 21 Nov 2026 17:05 UTC

  it('shows time in the merchant zone, not the server zone', () => {
    expect(formatDate(instant, MATCH_TIME_FORMAT, 'vi', 'Asia/Ho_Chi_Minh')).toBe('11/22 00:05');
    expect(formatDate(instant, MATCH_TIME_FORMAT, 'en', 'UTC')).toBe('11/21 17:05');
  });

  it('names days and months in the locale', () => {
    expect(formatDate(instant, 'dddd', 'en', 'UTC')).toBe('Saturday');
    expect(formatDate(instant, 'dddd', 'vi', 'UTC')).toBe('thứ bảy');
    expect(formatDate(instant, 'MMMM', 'bn', 'UTC')).toBe('নভেম্বর');
  });
});

// Merchant days (report ranges, team overview, dividend periods) shown as DD/MM/YYYY whatever the zone
describe('shownDay and shownDaysIn', () => {
  it('shows a platform day as a day, in the pattern asked', () => {
    expect(shownDay('2026-11-09')).toBe('09/11/2026');
    expect(shownDay('2026-01-31', 'DD/MM')).toBe('31/01');
  });

  it('rewrites every day named in a platform text and leaves the rest alone', () => {
    expect(shownDaysIn('2026-11-09 ~ 2026-11-23')).toBe('09/11/2026 ~ 23/11/2026');
    expect(shownDaysIn('Q4 2026')).toBe('Q4 2026');
  });
});
