import { describe, expect, it } from 'vitest';
import { overviewRange } from '@/features/team/logic/overviewRange';

// The team overview's date range (presets as merchant days, custom YYYY-MM-DD)
describe('overviewRange', () => {
  const today = '2026-11-24';
  it('turns the presets into merchant days ending today, the week by default', () => {
    expect(overviewRange({ preset: 'today' }, today)).toMatchObject({ startDate: today, endDate: today, preset: 'today' });
    expect(overviewRange({ preset: 'month' }, today)).toMatchObject({ startDate: '2026-10-26', endDate: today });
    expect(overviewRange({}, today)).toEqual({ startDate: '2026-11-18', endDate: today, preset: 'week', problem: null });
  });
  it('keeps a valid custom range and refuses a reversed, impossible, future or too long one', () => {
    expect(overviewRange({ startDate: '2026-11-01', endDate: '2026-11-10' }, today)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10', preset: null, problem: null });
    expect(overviewRange({ startDate: '2026-11-10', endDate: '2026-11-01' }, today).problem).toBe('invalid');
    expect(overviewRange({ startDate: '2026-02-30', endDate: '2026-03-01' }, today).problem).toBe('invalid');
    expect(overviewRange({ startDate: '2026-11-20', endDate: '2026-11-25' }, today).problem).toBe('invalid');
    expect(overviewRange({ startDate: '2026-01-01', endDate: '2026-11-01' }, today)).toMatchObject({ problem: 'tooLong', startDate: '2026-11-18' });
  });
});
