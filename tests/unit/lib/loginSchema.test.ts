import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX, MOBILE_MAX, SMS_CODE_MAX } from '@/lib/forms/accountFieldsSchema';
import { loginSchemaFor, smsRequestSchema } from '@/features/accounts/logic/loginSchema';
import { fieldErrorsOf } from '@/lib/forms/formState';

const errorsOf = (schema: ReturnType<typeof loginSchemaFor>, input: Record<string, string>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

// SPEC §5 login rules (loginUsername, loginPassword, loginMobileNum, verificationCode, captcha), §9 limits
describe('username login schema', () => {
  const plain = loginSchemaFor('username', { captcha: false, remembered: false });

  it('accepts a good username and password, trimming the username', () => {
    expect(plain.parse({ username: '  demo01 ', password: 'Demo1234' })).toEqual({ username: 'demo01', password: 'Demo1234' });
  });

  it.each([
    [{ username: '', password: '' }, { username: 'required', password: 'required' }],
    [{ username: 'ab', password: 'Demo1234' }, { username: 'loginUsername' }],
    [{ username: 'bad name', password: 'Demo1234' }, { username: 'loginUsername' }],
    [{ username: 'demo01', password: 'short' }, { password: 'loginPassword' }],
    [{ username: 'demo01', password: 'has space1' }, { password: 'loginPassword' }],
    [{ username: 'demo01', password: 'x'.repeat(21) }, { password: 'loginPassword' }],
  ])('%j -> %j', (input, errors) => {
    expect(errorsOf(plain, input)).toEqual(errors);
  });

  it('asks for the captcha only once the platform wants it (in_vwrite_code, digits, max 6)', () => {
    expect(errorsOf(plain, { username: 'demo01', password: 'Demo1234' })).toEqual({});
    const withCaptcha = loginSchemaFor('username', { captcha: true, remembered: false });
    expect(errorsOf(withCaptcha, { username: 'demo01', password: 'Demo1234' })).toEqual({ captcha: 'captcha' });
    expect(errorsOf(withCaptcha, { username: 'demo01', password: 'Demo1234', captcha: 'ab12' })).toEqual({ captcha: 'captchaFormat' });
    expect(errorsOf(withCaptcha, { username: 'demo01', password: 'Demo1234', captcha: '1'.repeat(CAPTCHA_MAX + 1) })).toEqual({ captcha: 'captchaFormat' });
    expect(errorsOf(withCaptcha, { username: 'demo01', password: 'Demo1234', captcha: '4821' })).toEqual({});
  });

  it('lets a remembered login leave the password empty', () => {
    const remembered = loginSchemaFor('username', { captcha: false, remembered: true });
    expect(errorsOf(remembered, { username: 'demo01', password: '' })).toEqual({});
    expect(errorsOf(remembered, { username: '', password: '' })).toEqual({ username: 'required' });
  });
});

describe('SMS login schema', () => {
  const sms = loginSchemaFor('sms', { captcha: false, remembered: false });

  it('accepts a mobile number, dialling code and code', () => {
    expect(errorsOf(sms, { countryDialingCode: '84', mobileNum: '912345678', messageCode: '123456' })).toEqual({});
  });

  it.each([
    [{ countryDialingCode: '84', mobileNum: '', messageCode: '' }, { mobileNum: 'loginMobileNum', messageCode: 'required' }],
    [{ countryDialingCode: '84', mobileNum: '12ab', messageCode: '1' }, { mobileNum: 'loginMobileNum' }],
    [{ countryDialingCode: '84', mobileNum: '9'.repeat(MOBILE_MAX + 1), messageCode: '1' }, { mobileNum: 'loginMobileNum' }],
    [{ countryDialingCode: '84', mobileNum: '912345678', messageCode: '1'.repeat(SMS_CODE_MAX + 1) }, { messageCode: 'verificationCode' }],
    [{ countryDialingCode: 'x', mobileNum: '912345678', messageCode: '1' }, { countryDialingCode: 'loginMobileNum' }],
  ])('%j -> %j', (input, errors) => {
    expect(errorsOf(sms, input)).toEqual(errors);
  });

  it('validates the mobile number before a code is requested', () => {
    expect(smsRequestSchema.safeParse({ countryDialingCode: '84', mobileNum: '' }).success).toBe(false);
    expect(smsRequestSchema.safeParse({ countryDialingCode: '84', mobileNum: '912345678' }).success).toBe(true);
  });
});
