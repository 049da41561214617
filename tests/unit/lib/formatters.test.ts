import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, shownDay, shownDaysIn, type DateFormatName } from '@/lib/format/formatDate';
import { formatAmount, formatMoney } from '@/lib/format/formatMoney';
import { useDateFormat } from '@/lib/format/useDateFormat';
import { locales } from '@/lib/i18n/locales';

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

type ProviderProps = ComponentProps<typeof NextIntlClientProvider>;

const ZONE = 'Asia/Ho_Chi_Minh';
const INSTANT = Date.UTC(2026, 10, 21, 17, 5, 9); // 21 Nov 2026 17:05:09 UTC, 22 Nov 00:05:09 in the merchant zone

// Every named format as the screens show it, in the merchant zone (SPEC §9 match time; the others as shown today)
const SHOWN: Record<DateFormatName, string> = {
  matchTime: '11/22 00:05',
  day: '22/11/2026',
  dayMonth: '22/11',
  dayMinute: '22/11/2026 00:05',
  daySecond: '22/11/2026 00:05:09',
};

describe('named date formats', () => {
  it.each(Object.keys(DATE_FORMATS) as DateFormatName[])('%s in the merchant zone', (name) => {
    expect(formatDate(INSTANT, name, ZONE)).toBe(SHOWN[name]);
  });

  it('reads the wall clock of the zone asked, not the server zone', () => {
    expect(formatDate(INSTANT, 'matchTime', 'UTC')).toBe('11/21 17:05');
    expect(formatDate(new Date(INSTANT).toISOString(), 'dayMinute', 'Asia/Dhaka')).toBe('21/11/2026 23:05');
  });

  // What a client component shows, through next-intl's provider as the layout renders it: the zone comes from
  // the provider, and the language changes nothing (one pattern, Latin digits, also in Bengali).
  it.each(locales)('is the same in %s through next-intl’s provider, money included', (locale) => {
    function Shown() {
      const format = useDateFormat();
      const names = Object.keys(DATE_FORMATS) as DateFormatName[];
      return names.map((name) => `${name}=${format.date(INSTANT, name)}`).concat(formatMoney(1234567.891)).join('|');
    }
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, timeZone: ZONE, messages: {} } as ProviderProps, createElement(Shown)));
    const expected = (Object.keys(SHOWN) as DateFormatName[]).map((name) => `${name}=${SHOWN[name]}`).concat('￥1,234,567.89').join('|');
    expect(html).toBe(expected);
  });
});

// Merchant days (report ranges, team overview, dividend periods) shown as DD/MM/YYYY whatever the zone
describe('shownDay and shownDaysIn', () => {
  it('shows a platform day as a day, in the format asked', () => {
    expect(shownDay('2026-11-09')).toBe('09/11/2026');
    expect(shownDay('2026-01-31', 'dayMonth')).toBe('31/01');
  });

  it('rewrites every day named in a platform text and leaves the rest alone', () => {
    expect(shownDaysIn('2026-11-09 ~ 2026-11-23')).toBe('09/11/2026 ~ 23/11/2026');
    expect(shownDaysIn('Q4 2026')).toBe('Q4 2026');
  });
});
