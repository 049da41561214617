import { describe, expect, it } from 'vitest';
import { AGENT_TILES, agentFooter, agentTiles, showsDividends } from '@/features/agentHome/logic/agentNav';
import { greetingBand } from '@/features/agentHome/logic/greeting';
import { zonedDay, zonedHour } from '@/lib/format/zonedClock';
import { contractResult, contractResultPath } from '@/features/contracts/logic/contractResult';

// SPEC §2 agent home greeting: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening.
describe('greeting by hour', () => {
  it.each([
    [0, 'morning'], [6, 'morning'], [10, 'morning'],
    [11, 'earlyAfternoon'], [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'], [18, 'lateAfternoon'],
    [19, 'evening'], [23, 'evening'], [24, 'evening'],
  ] as const)('hour %i -> %s', (hour, band) => {
    expect(greetingBand(hour)).toBe(band);
  });
});

// SPEC §7 team KPI: startDate/endDate are today (YYYY-MM-DD) in the merchant's time zone.
describe('the merchant clock', () => {
  const instant = Date.UTC(2025, 0, 15, 18, 30); // 2025-01-15 18:30 UTC = 2025-01-16 01:30 in Vietnam

  it('reads the day in the zone, not the container', () => {
    expect(zonedDay(instant, 'Asia/Ho_Chi_Minh')).toBe('2025-01-16');
    expect(zonedDay(instant, 'UTC')).toBe('2025-01-15');
    expect(zonedDay(instant, 'America/New_York')).toBe('2025-01-15');
  });

  it('reads the hour in the zone, 0-23', () => {
    expect(zonedHour(instant, 'Asia/Ho_Chi_Minh')).toBe(1);
    expect(zonedHour(instant, 'UTC')).toBe(18);
    expect(zonedHour(Date.UTC(2025, 0, 15, 17, 0), 'Asia/Ho_Chi_Minh')).toBe(0);
  });
});

// SPEC §2 agent home nav tiles (flag -> path) and footer; §6 dividends only for types other than 4, 40, 41, 42.
describe('agent home tiles and footer', () => {
  it('lists the ten tiles of the spec with their flags and paths, in order', () => {
    expect(AGENT_TILES.map(({ flag, path }) => [flag, path])).toEqual([
      ['AGEPAG', '/m/agent/team/overview'],
      ['TRANSREC3', '/m/transaction/record?types=A'],
      ['DOWNMAN', '/m/member/team'],
      ['AGENTRANSMULTDOWN3', '/m/redRain'],
      ['AGETEAMPNL3', '/m/agent/team/pnl'],
      ['TEAMBETTING3', '/m/teamBetting'],
      ['GAMSER', '/m/member/agent/agentRebeat'],
      ['AGEREBINC3', '/m/member/teamRebate'],
      ['SECPRIV', '/m/securityCenter'],
      ['MAILCEN', '/m/webEmail'],
    ]);
  });

  it('shows a tile only while its flag is on', () => {
    expect(agentTiles(() => true)).toHaveLength(10);
    expect(agentTiles(() => false)).toEqual([]);
    const off = new Set(['AGEPAG', 'MAILCEN']);
    expect(agentTiles((flag) => !off.has(flag)).map((tile) => tile.key)).not.toContain('mail');
    expect(agentTiles((flag) => !off.has(flag))).toHaveLength(8);
  });

  it('offers the dividend entry only to types that see dividends', () => {
    expect(agentFooter(1).map((entry) => entry.path)).toEqual([
      '/m/mine', '/m/agentRegister', '/m/member/agent/agentDivident', '/m/member/notice?types=A',
    ]);
    for (const type of [4, 40, 41, 42]) {
      expect(showsDividends(type)).toBe(false);
      expect(agentFooter(type).map((entry) => entry.key)).toEqual(['home', 'openAccount', 'announcements']);
    }
    expect(showsDividends(2)).toBe(true);
    expect(showsDividends(null)).toBe(false);
  });
});

describe('contract answer results', () => {
  it('accepts only the known results and sends the player back to the same screen', () => {
    expect(contractResult('accepted')).toBe('accepted');
    expect(contractResult('hacked')).toBeNull();
    expect(contractResult(['accepted'])).toBeNull();
    expect(contractResultPath('dividend', 'declined')).toBe('/m/member/agent/getDevidendContract?result=declined');
  });
});
