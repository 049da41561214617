import { describe, expect, it } from 'vitest';
import { registrationDays } from '@/features/member/logic/registrationDays';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

// SPEC §3 member info: registration age in whole days since regDate
describe('registrationDays', () => {
  it('counts whole days elapsed', () => {
    expect(registrationDays(NOW - 100 * DAY, NOW)).toBe(100);
    expect(registrationDays(NOW - 100 * DAY - 1, NOW)).toBe(100);
    expect(registrationDays(NOW - 100 * DAY + 1, NOW)).toBe(99);
  });

  it('is 0 on the day of registration and for a date ahead of our clock', () => {
    expect(registrationDays(NOW, NOW)).toBe(0);
    expect(registrationDays(NOW - DAY + 1, NOW)).toBe(0);
    expect(registrationDays(NOW + 5 * DAY, NOW)).toBe(0);
  });
});
