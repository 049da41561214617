import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { formatDate, MATCH_TIME_FORMAT } from '@/lib/format/formatDate';

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
    expect(formatDate(utcMidnight, MATCH_TIME_FORMAT, 'vi', 'Asia/Ho_Chi_Minh')).toBe('06/12 00:30');
    expect(formatDate(utcMidnight, MATCH_TIME_FORMAT, 'en', 'Asia/Dhaka')).toBe('06/11 23:30');
  });
});
