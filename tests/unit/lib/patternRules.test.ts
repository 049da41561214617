import { describe, expect, it } from 'vitest';
import { patternRules, ruleState } from '@/features/accounts/logic/patternRules';
import { PATTERNS } from '../../../platform-sim/seed.mjs';

const keys = (field: string, pattern: string) => patternRules(field, pattern).map((rule) => [rule.key, rule.values ?? {}]);
const states = (field: string, pattern: string, value: string) =>
  Object.fromEntries(patternRules(field, pattern).map((rule) => [rule.key, ruleState(rule, value)]));

// SPEC §5 registration patterns, read into the rules the register form shows before the player types.
describe('patternRules', () => {
  it('reads the length, the first letter and the allowed characters of the username pattern', () => {
    expect(keys('username', PATTERNS.username)).toEqual([
      ['length', { min: 6, max: 16 }], ['startsWithLetter', {}], ['lettersDigits', {}],
    ]);
    expect(states('username', PATTERNS.username, '1ab')).toEqual({ length: 'unmet', startsWithLetter: 'unmet', lettersDigits: 'met' });
    expect(states('username', PATTERNS.username, 'player01')).toEqual({ length: 'met', startsWithLetter: 'met', lettersDigits: 'met' });
    expect(states('username', PATTERNS.username, 'play er')).toMatchObject({ lettersDigits: 'unmet' });
  });

  it('reads the look-ahead of the password pattern as an uppercase letter', () => {
    expect(keys('password', PATTERNS.password)).toEqual([['length', { min: 8, max: 20 }], ['noSpaces', {}], ['uppercase', {}]]);
    expect(states('password', PATTERNS.password, 'abcdefgh')).toEqual({ length: 'met', noSpaces: 'met', uppercase: 'unmet' });
    expect(states('password', PATTERNS.password, 'Abcdefgh')).toEqual({ length: 'met', noSpaces: 'met', uppercase: 'met' });
  });

  it('reads digits-only, name and email patterns, and says nothing before anything is typed', () => {
    expect(keys('mobileNum', PATTERNS.mobileNum)).toEqual([['length', { min: 6, max: 20 }], ['digitsOnly', {}]]);
    expect(keys('nickname', PATTERNS.name)).toEqual([['lengthMax', { max: 32 }], ['noDigitsSymbols', {}]]);
    expect(states('nickname', PATTERNS.name, 'An 7')).toMatchObject({ noDigitsSymbols: 'unmet' });
    expect(states('nickname', PATTERNS.name, 'Nguyễn An')).toMatchObject({ noDigitsSymbols: 'met' });
    expect(keys('email', PATTERNS.email)).toEqual([['email', {}]]);
    expect(states('email', PATTERNS.email, 'a@b.co')).toEqual({ email: 'met' });
    expect(patternRules('username', PATTERNS.username).map((rule) => ruleState(rule, ''))).toEqual(['pending', 'pending', 'pending']);
    expect(keys('captcha', '^\\d{4}$')).toEqual([['lengthExact', { min: 4 }], ['digitsOnly', {}]]);
  });

  it('gives no rules for a pattern it cannot read or that does not compile', () => {
    expect(patternRules('username', '^(a|b)+$')).toEqual([]);
    expect(patternRules('username', '[')).toEqual([]);
    expect(patternRules('username', null)).toEqual([]);
  });
});
