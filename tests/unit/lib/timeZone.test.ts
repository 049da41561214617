import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { formatDate, zoneOffsetMinutes } from '@/lib/format/formatDate';

const base = { UPSTREAM_URL: 'http://127.0.0.1:4010/', SESSION_SECRET: 'x'.repeat(32) };

// SPEC §9 match time MM/DD HH:mm, shown in the merchant's time zone (TIME_ZONE)
describe('TIME_ZONE', () => {
  it('defaults to the merchant zone Asia/Ho_Chi_Minh', () => {
    expect(parseConfig(base).TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
  });

  it('takes any IANA zone and refuses an unknown one, naming the variable', () => {
    expect(parseConfig({ ...base, TIME_ZONE: 'Asia/Dhaka' }).TIME_ZONE).toBe('Asia/Dhaka');
    expect(() => parseConfig({ ...base, TIME_ZONE: 'Mars/Olympus' })).toThrowError(/TIME_ZONE/);
  });

  it('formats a match time in that zone whatever zone the process runs in', () => {
    const utcMidnight = Date.UTC(2026, 5, 11, 17, 30); // 2026-06-11 17:30 UTC
    expect(formatDate(utcMidnight, 'matchTime', 'Asia/Ho_Chi_Minh')).toBe('06/12 00:30');
    expect(formatDate(utcMidnight, 'matchTime', 'Asia/Dhaka')).toBe('06/11 23:30');
  });
});

// SPEC §9: the zone's own rules decide the offset, daylight saving included
describe('zone offsets', () => {
  it('follows daylight saving and half-hour zones', () => {
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 0, 15, 12)), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 6, 15, 12)), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 6, 15, 12)), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 6, 15, 12)), 'America/St_Johns')).toBe(-150);
  });

  it('shows the wall clock of the zone on either side of a daylight-saving change', () => {
    // 2026-03-29 01:00 UTC is when London moves from GMT to BST
    expect(formatDate(Date.UTC(2026, 2, 29, 0, 59), 'matchTime', 'Europe/London')).toBe('03/29 00:59');
    expect(formatDate(Date.UTC(2026, 2, 29, 1, 0), 'matchTime', 'Europe/London')).toBe('03/29 02:00');
  });
});
