import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { openAccountSchema } from '@/features/team/logic/openAccountSchema';

// /m/agentRegister: the rules the browser and the server action share (row 94, the agent's own rate 2%)
describe('openAccountSchema', () => {
  const form = { username: 'newagent1', password: 'Newagent123', confirmPassword: 'Newagent123', type: '1', rebateRate: '1.5' };
  const errorsOf = (patch: Record<string, string>) => {
    const parsed = openAccountSchema(2).safeParse({ ...form, ...patch });
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  it('accepts a member or an agent with a rate up to the agent\'s own, as numbers', () => {
    expect(openAccountSchema(2).parse(form)).toMatchObject({ username: 'newagent1', type: 1, rebateRate: 1.5 });
    expect(openAccountSchema(2).parse({ ...form, type: '0', rebateRate: '2' })).toMatchObject({ type: 0, rebateRate: 2 });
  });

  it('refuses a rate above the agent\'s own, or with more than one decimal', () => {
    expect(errorsOf({ rebateRate: '2.1' })).toEqual({ rebateRate: 'rebateAboveOwn' });
    expect(errorsOf({ rebateRate: '1.25' })).toEqual({ rebateRate: 'rebateRate' });
    // SPEC §5 required: an empty rate is asked for, not called malformed.
    expect(errorsOf({ rebateRate: '' })).toEqual({ rebateRate: 'rebateRateRequired' });
    expect(errorsOf({ rebateRate: '  ' })).toEqual({ rebateRate: 'rebateRateRequired' });
  });

  it('names each bad field: account pattern, password rule, mismatched confirmation, unknown type', () => {
    expect(errorsOf({ username: '1abcdef' })).toEqual({ username: 'username' });
    expect(errorsOf({ password: 'newagent123', confirmPassword: 'newagent123' })).toEqual({ password: 'password' });
    expect(errorsOf({ confirmPassword: 'Newagent124' })).toEqual({ confirmPassword: 'confirm' });
    expect(errorsOf({ type: '2' })).toEqual({ type: 'type' });
  });
});
