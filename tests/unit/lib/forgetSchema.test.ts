import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOBILE_MIN, EMAIL_MAX, fieldClearedBy, forgetEmailSchema, forgetPhoneSchemaFor, forgetSmsSchemaFor, mobileMinFrom,
} from '@/features/accounts/logic/forgetSchema';
import { fieldErrorsOf } from '@/lib/forms/formState';

const errorsOf = (result: { success: boolean; error?: import('zod/mini').core.$ZodError }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

// SPEC §5 forgot password by email
describe('forgot password by email', () => {
  it('accepts a username and an address, both trimmed', () => {
    const parsed = forgetEmailSchema.parse({ username: '  demo01 ', email: ' demo01@example.com  ' });
    expect(parsed).toEqual({ username: 'demo01', email: 'demo01@example.com' });
  });

  it('puts the username through the loginUsername rule', () => {
    expect(errorsOf(forgetEmailSchema.safeParse({ username: '', email: 'a@b.co' }))).toEqual({ username: 'required' });
    expect(errorsOf(forgetEmailSchema.safeParse({ username: 'a!', email: 'a@b.co' }))).toEqual({ username: 'loginUsername' });
  });

  it('requires the email and checks a simple address pattern (in_email_incorrect)', () => {
    expect(errorsOf(forgetEmailSchema.safeParse({ username: 'demo01', email: '   ' }))).toEqual({ email: 'required' });
    for (const email of ['demo01', 'demo01@', '@example.com', 'demo 01@example.com', 'demo01@example']) {
      expect(errorsOf(forgetEmailSchema.safeParse({ username: 'demo01', email })), email).toEqual({ email: 'email' });
    }
  });

  it('keeps the address under 255 characters', () => {
    const long = `${'a'.repeat(EMAIL_MAX - '@example.com'.length + 1)}@example.com`;
    expect(long.length).toBe(EMAIL_MAX + 1);
    expect(errorsOf(forgetEmailSchema.safeParse({ username: 'demo01', email: long }))).toEqual({ email: 'email' });
    expect(forgetEmailSchema.safeParse({ username: 'demo01', email: long.slice(1) }).success).toBe(true);
  });
});

// SPEC §5 phone form, §8 modify.new.old.same
describe('forgot password by phone', () => {
  const good = { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456', newPassword: 'Newpass123' };

  it('accepts a complete form, the number and code trimmed', () => {
    expect(forgetPhoneSchemaFor().parse({ ...good, mobileNum: ' 912345678 ', verificationCode: ' 123456 ' })).toEqual(good);
  });

  it('reads the minimum length of the platform mobileNum pattern', () => {
    expect(mobileMinFrom('^\\d{6,20}$')).toBe(6);
    expect(mobileMinFrom('^\\d{9,11}$')).toBe(9);
    expect(mobileMinFrom('^\\d{8}$')).toBe(8);
    expect(mobileMinFrom('^[0-9]+$')).toBe(DEFAULT_MOBILE_MIN);
    expect(mobileMinFrom(undefined)).toBe(DEFAULT_MOBILE_MIN);
    expect(mobileMinFrom('^\\d{0,20}$')).toBe(DEFAULT_MOBILE_MIN);
  });

  it('requires the mobile number with that minimum, digits only, at most 20', () => {
    const schema = forgetPhoneSchemaFor(9);
    expect(errorsOf(schema.safeParse({ ...good, mobileNum: '' }))).toEqual({ mobileNum: 'required' });
    expect(errorsOf(schema.safeParse({ ...good, mobileNum: '91234567' }))).toEqual({ mobileNum: 'mobileMin' });
    expect(errorsOf(schema.safeParse({ ...good, mobileNum: '91234567x' }))).toEqual({ mobileNum: 'mobileMin' });
    expect(errorsOf(schema.safeParse({ ...good, mobileNum: '9'.repeat(21) }))).toEqual({ mobileNum: 'mobileMin' });
    expect(schema.safeParse({ ...good, mobileNum: '9'.repeat(20) }).success).toBe(true);
  });

  it('validates the number before a code is asked for, without asking for the code or password', () => {
    const sms = forgetSmsSchemaFor(6);
    expect(sms.parse({ countryDialingCode: '84', mobileNum: '912345678' })).toEqual({ countryDialingCode: '84', mobileNum: '912345678' });
    expect(errorsOf(sms.safeParse({ countryDialingCode: '84', mobileNum: '123' }))).toEqual({ mobileNum: 'mobileMin' });
    expect(errorsOf(sms.safeParse({ countryDialingCode: 'x', mobileNum: '912345678' }))).toEqual({ countryDialingCode: 'loginMobileNum' });
  });

  it('checks the SMS code (digits, at most 10) and the new password through the common rules', () => {
    const schema = forgetPhoneSchemaFor();
    expect(errorsOf(schema.safeParse({ ...good, verificationCode: '' }))).toEqual({ verificationCode: 'required' });
    expect(errorsOf(schema.safeParse({ ...good, verificationCode: '12345678901' }))).toEqual({ verificationCode: 'verificationCode' });
    expect(errorsOf(schema.safeParse({ ...good, verificationCode: '12ab' }))).toEqual({ verificationCode: 'verificationCode' });
    expect(errorsOf(schema.safeParse({ ...good, newPassword: '' }))).toEqual({ newPassword: 'required' });
    expect(errorsOf(schema.safeParse({ ...good, newPassword: 'abc' }))).toEqual({ newPassword: 'loginPassword' });
  });

  it('a code field that was never enabled (absent from the form) blocks the form', () => {
    const { verificationCode: _absent, ...withoutCode } = good;
    expect(forgetPhoneSchemaFor().safeParse(withoutCode).success).toBe(false);
  });

  it("clears the password field on 'modify.new.old.same' and the code field on any other error", () => {
    expect(fieldClearedBy('modify.new.old.same')).toBe('newPassword');
    expect(fieldClearedBy('verification.code.error')).toBe('verificationCode');
    expect(fieldClearedBy('password.format.error')).toBe('verificationCode');
    expect(fieldClearedBy('TIMEOUT')).toBe('verificationCode');
    expect(fieldClearedBy(null)).toBe('verificationCode');
  });
});
