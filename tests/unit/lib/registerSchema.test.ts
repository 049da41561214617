import { describe, expect, it } from 'vitest';
import {
  compilePattern, extraFieldsFor, extraPayload, fieldMaxLength, registerChannelOf, registerMethods, registerSchemaFor,
  registerSmsRequestSchema, type RegisterFieldSetting,
} from '@/features/accounts/logic/registerSchema';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { PATTERNS, REGISTER_FIELDS } from '@/platform-sim/seed.mjs';

// The simulator's seeded row-15 settings: the same shape and patterns the platform sends.
const settings: RegisterFieldSetting[] = REGISTER_FIELDS.map((field: RegisterFieldSetting) => ({ ...field }));

const goodUsername = {
  username: 'player01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  captcha: '1234',
  agreement: 'on',
};
const goodMobile = {
  countryDialingCode: '84',
  mobileNum: '912000111',
  verificationCode: '123456',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  agreement: 'on',
};

function errorsOf(method: 'username' | 'mobileNum', input: Record<string, string>, list = settings, smsVerification = true) {
  const parsed = registerSchemaFor(method, list, { smsVerification }).safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

const withSetting = (name: string, patch: Partial<RegisterFieldSetting>) =>
  settings.map((setting) => (setting.name === name ? { ...setting, ...patch } : setting));

// SPEC §2 register screen, §3 registration payload, §5 registration validation
describe('registration by username', () => {
  it('accepts a complete form', () => {
    expect(errorsOf('username', goodUsername)).toEqual({});
  });

  it('asks for every required field, with the confirmation and captcha texts of the spec', () => {
    expect(errorsOf('username', {})).toEqual({
      username: 'required',
      password: 'enterPassword',
      confirmPassword: 'confirmRequired',
      captcha: 'captcha',
      agreement: 'agreement',
    });
  });

  // The platform's message for a pattern is English (row 15): the field's own rule is shown, translated.
  it('checks each field against the platform pattern and answers the field\'s own translated rule', () => {
    expect(errorsOf('username', { ...goodUsername, username: '1abc' })).toEqual({ username: 'loginUsername' });
    expect(errorsOf('username', { ...goodUsername, password: 'secret123', confirmPassword: 'secret123' })).toEqual({
      password: 'loginPassword',
    });
    expect(errorsOf('username', { ...goodUsername, email: 'nope' })).toEqual({ email: 'email' });
    expect(errorsOf('username', { ...goodUsername, nickname: 'x1' })).toEqual({ nickname: 'nameFormat' });
    expect(errorsOf('username', { ...goodUsername, affiliateCode: 'A!' })).toEqual({ affiliateCode: 'invitation' });
    expect(errorsOf('username', { ...goodUsername, mobileNum: '12ab' })).toEqual({ mobileNum: 'loginMobileNum' });
  });

  it('passes empty optional fields, and trims them', () => {
    const input = { ...goodUsername, email: '', nickname: '  ', affiliateCode: '', payeeName: '', mobileNum: '' };
    expect(errorsOf('username', input)).toEqual({});
    expect(errorsOf('username', { ...goodUsername, email: '  me@example.com  ' })).toEqual({});
  });

  it('requires an optional field once the platform makes it required', () => {
    expect(errorsOf('username', goodUsername, withSetting('email', { required: true }))).toEqual({ email: 'required' });
  });

  it('ignores fields the platform switched off; with or without a platform message the rule reads the same', () => {
    expect(errorsOf('username', { ...goodUsername, email: 'nope' }, withSetting('email', { enabled: false }))).toEqual({});
    expect(errorsOf('username', { ...goodUsername, email: 'nope' }, withSetting('email', { message: '' }))).toEqual({ email: 'email' });
  });

  it('uses the shared username and password rules when the platform has no setting for them', () => {
    const bare = settings.filter((setting) => setting.name !== 'username' && setting.name !== 'password');
    expect(errorsOf('username', { ...goodUsername, username: 'ab' }, bare)).toEqual({ username: 'loginUsername' });
    expect(errorsOf('username', { ...goodUsername, password: 'a b', confirmPassword: 'a b' }, bare)).toEqual({ password: 'loginPassword' });
  });

  it('follows a merchant pattern the shared rules would refuse (patterns come from settings)', () => {
    const digitsOnly = withSetting('username', { pattern: '^\\d{3,5}$', message: 'Digits only' });
    expect(errorsOf('username', { ...goodUsername, username: '123' }, digitsOnly)).toEqual({});
    expect(errorsOf('username', goodUsername, digitsOnly)).toEqual({ username: 'loginUsername' });
  });

  it('does not refuse everything when a platform pattern does not compile', () => {
    expect(compilePattern('([')).toBeNull();
    expect(errorsOf('username', goodUsername, withSetting('username', { pattern: '([' }))).toEqual({});
  });

  it('password confirmation: required, then it must match', () => {
    expect(errorsOf('username', { ...goodUsername, confirmPassword: '' })).toEqual({ confirmPassword: 'confirmRequired' });
    expect(errorsOf('username', { ...goodUsername, confirmPassword: 'Secret124' })).toEqual({ confirmPassword: 'confirmMismatch' });
    // Whitespace counts: passwords are never trimmed.
    expect(errorsOf('username', { ...goodUsername, confirmPassword: 'Secret123 ' })).toEqual({ confirmPassword: 'confirmMismatch' });
  });

  it('captcha: required, digits only, at most 6', () => {
    expect(errorsOf('username', { ...goodUsername, captcha: '' })).toEqual({ captcha: 'captcha' });
    expect(errorsOf('username', { ...goodUsername, captcha: '12a4' })).toEqual({ captcha: 'captchaFormat' });
    expect(errorsOf('username', { ...goodUsername, captcha: '1234567' })).toEqual({ captcha: 'captchaFormat' });
    expect(errorsOf('username', { ...goodUsername, captcha: '123456' })).toEqual({});
  });

  it('the agreement must be ticked', () => {
    const { agreement: _dropped, ...rest } = goodUsername;
    expect(errorsOf('username', rest)).toEqual({ agreement: 'agreement' });
  });

  it('a typed optional mobile number needs a valid dialling code', () => {
    expect(errorsOf('username', { ...goodUsername, mobileNum: '912000111', countryDialingCode: '84' })).toEqual({});
    expect(errorsOf('username', { ...goodUsername, countryDialingCode: 'x' })).toEqual({ countryDialingCode: 'loginMobileNum' });
  });

  it('keeps every failing field, first message each, so the form can focus the first one', () => {
    const errors = errorsOf('username', { username: '1', password: 'x', confirmPassword: 'y', captcha: '', agreement: 'on' });
    expect(Object.keys(errors)).toEqual(['username', 'password', 'captcha', 'confirmPassword']);
  });
});

describe('registration by mobile number', () => {
  it('accepts a complete form without username or captcha', () => {
    expect(errorsOf('mobileNum', goodMobile)).toEqual({});
  });

  it('requires the mobile number and the SMS code while REGMOBVERF3 is on', () => {
    expect(errorsOf('mobileNum', { ...goodMobile, mobileNum: '', verificationCode: '' })).toEqual({
      mobileNum: 'loginMobileNum',
      verificationCode: 'required',
    });
    const { verificationCode: _dropped, ...withoutCode } = goodMobile;
    expect(errorsOf('mobileNum', withoutCode, settings, false)).toEqual({});
  });

  it('SMS code: digits only, at most 10', () => {
    expect(errorsOf('mobileNum', { ...goodMobile, verificationCode: '12345678901' })).toEqual({ verificationCode: 'verificationCode' });
    expect(errorsOf('mobileNum', { ...goodMobile, verificationCode: '12ab' })).toEqual({ verificationCode: 'verificationCode' });
    expect(errorsOf('mobileNum', { ...goodMobile, verificationCode: '1234567890' })).toEqual({});
  });

  it('checks the number with the shared rule and the platform pattern', () => {
    expect(errorsOf('mobileNum', { ...goodMobile, mobileNum: '12345' })).toEqual({ mobileNum: 'loginMobileNum' });
    const tight = withSetting('mobileNum', { pattern: '^9\\d{8}$', message: 'Nine digits starting with 9' });
    expect(errorsOf('mobileNum', { ...goodMobile, mobileNum: '812000111' }, tight)).toEqual({ mobileNum: 'loginMobileNum' });
    expect(errorsOf('mobileNum', { ...goodMobile, countryDialingCode: '' })).toEqual({ countryDialingCode: 'loginMobileNum' });
  });

  it('validates the number before an SMS code can be asked for', () => {
    const schema = registerSmsRequestSchema(settings);
    expect(schema.safeParse({ countryDialingCode: '84', mobileNum: ' 912000111 ' }).data).toEqual({
      countryDialingCode: '84',
      mobileNum: '912000111',
    });
    expect(fieldErrorsOf(schema.safeParse({ countryDialingCode: '84', mobileNum: '' }).error!)).toEqual({ mobileNum: 'loginMobileNum' });
  });

  it('does not show the mobile number twice: it is the method field, not an optional one', () => {
    expect(extraFieldsFor('mobileNum', settings).map((field) => field.name)).not.toContain('mobileNum');
    expect(extraFieldsFor('username', settings).map((field) => field.name)).toEqual([
      'affiliateCode', 'nickname', 'payeeName', 'email', 'mobileNum',
    ]);
  });
});

describe('registration helpers', () => {
  it('offers the methods the flags switch on; username first, mobile when it is the only one', () => {
    expect(registerMethods({ username: true, mobile: true })).toEqual({ available: ['username', 'mobileNum'], defaultMethod: 'username' });
    expect(registerMethods({ username: false, mobile: true })).toEqual({ available: ['mobileNum'], defaultMethod: 'mobileNum' });
    expect(registerMethods({ username: true, mobile: false })).toEqual({ available: ['username'], defaultMethod: 'username' });
    expect(registerMethods({ username: false, mobile: false })).toEqual({ available: [], defaultMethod: null });
  });

  it('registerMethod follows how the page runs: WEBCLIP, PWA or H5', () => {
    expect(registerChannelOf({ iosStandalone: true, displayModeStandalone: true })).toBe('WEBCLIP');
    expect(registerChannelOf({ iosStandalone: false, displayModeStandalone: true })).toBe('PWA');
    expect(registerChannelOf({ iosStandalone: false, displayModeStandalone: false })).toBe('H5');
  });

  it('sends only the enabled optional fields that were filled in, trimmed', () => {
    const values = { email: ' me@example.com ', nickname: '', affiliateCode: 'AG8888', qqNum: '123', mobileNum: '912000111' };
    expect(extraPayload('username', settings, values)).toEqual({ email: 'me@example.com', affiliateCode: 'AG8888', mobileNum: '912000111' });
    expect(extraPayload('mobileNum', settings, values)).toEqual({ email: 'me@example.com', affiliateCode: 'AG8888' });
  });

  it('the seeded patterns compile in the browser too', () => {
    for (const pattern of Object.values(PATTERNS) as string[]) expect(compilePattern(pattern)).toBeInstanceOf(RegExp);
  });
});

// SPEC §5 registration fields: a field's maxlength agrees with its rule
describe('fieldMaxLength', () => {
  it("is the longest the platform's pattern allows, never more than the call sends", () => {
    // ^[A-Za-z][A-Za-z0-9]{5,15}$ and ^(?=.*[A-Z])[\x21-\x7e]{8,20}$
    expect(fieldMaxLength('username', settings)).toBe(16);
    expect(fieldMaxLength('password', settings)).toBe(20);
    expect(fieldMaxLength('confirmPassword', settings)).toBe(20);
    expect(fieldMaxLength('mobileNum', settings)).toBe(20);
  });

  it('falls back to what the call sends when no pattern is set', () => {
    expect(fieldMaxLength('username', [])).toBe(20);
    expect(fieldMaxLength('nickname', [])).toBe(64);
  });
});
