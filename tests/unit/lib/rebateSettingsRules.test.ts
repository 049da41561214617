import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { rebateSettingsSchema } from '@/features/agentRebate/logic/rebateSettingsSchema';

const own = { RNG: 1.2, LIVE: 1 };

// /m/member/agent/agentRebeat, a downline's rate never above the agent's own (row 100)
describe('rebate settings form rules', () => {
  it('reads every category\'s rate', () => {
    expect(rebateSettingsSchema(['RNG', 'LIVE'], own).parse({ userName: 'ag01a', 'rate.RNG': '1.2', 'rate.LIVE': '0' }))
      .toEqual({ userName: 'ag01a', rates: { RNG: 1.2, LIVE: 0 } });
  });

  it('refuses a rate above the agent\'s own in the browser, and only the format without limits', () => {
    const fields = { userName: 'ag01a', 'rate.RNG': '1.21', 'rate.LIVE': '0.123' };
    const inBrowser = rebateSettingsSchema(['RNG', 'LIVE'], own).safeParse(fields);
    expect(inBrowser.success ? {} : fieldErrorsOf(inBrowser.error)).toEqual({ 'rate.RNG': 'rateAbove', 'rate.LIVE': 'rateFormat' });
    const onServer = rebateSettingsSchema(['RNG', 'LIVE']).safeParse(fields);
    expect(onServer.success ? {} : fieldErrorsOf(onServer.error)).toEqual({ 'rate.LIVE': 'rateFormat' });
  });
});
