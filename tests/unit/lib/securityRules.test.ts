import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/formState';
import {
  birthdaySchema, emailSchema, latestBirthday, paymentPasswordSchema, securityQuestionSchema,
} from '@/features/securityCenter/logic/securitySchema';

function issues(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrorsOf(result.error as never);
}

// /m/securityCenter: the rules the browser checks first and the server actions again (rows 81, 83, 84, 86)
describe('security centre rules', () => {
  it('payment password: 6 digits, the confirmation equal, a new one different from the current', () => {
    const set = paymentPasswordSchema(false);
    expect(set.safeParse({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' }).success).toBe(true);
    expect(issues(set.safeParse({ newPaymentPassword: '12345a', confirmPaymentPassword: '12345a' }))).toEqual({ newPaymentPassword: 'paymentPassword' });
    expect(issues(set.safeParse({ newPaymentPassword: '123456', confirmPaymentPassword: '' }))).toEqual({ confirmPaymentPassword: 'confirmRequired' });
    expect(issues(set.safeParse({ newPaymentPassword: '123456', confirmPaymentPassword: '123457' }))).toEqual({ confirmPaymentPassword: 'confirmMismatch' });
    const change = paymentPasswordSchema(true);
    expect(issues(change.safeParse({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' }))).toEqual({ oldPaymentPassword: 'paymentPassword' });
    expect(issues(change.safeParse({ oldPaymentPassword: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })))
      .toEqual({ newPaymentPassword: 'samePaymentPassword' });
    expect(change.safeParse({ oldPaymentPassword: '246810', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }).success).toBe(true);
  });

  it('security question and email', () => {
    expect(issues(securityQuestionSchema.safeParse({ questionId: '', answer: ' ', password: '' })))
      .toEqual({ questionId: 'questionRequired', answer: 'answer', password: 'loginPassword' });
    expect(issues(securityQuestionSchema.safeParse({ questionId: '1', answer: 'x'.repeat(51), password: 'Demo1234' }))).toEqual({ answer: 'answer' });
    for (const bad of ['demo01', 'a@b', 'a b@mail.vn', `${'a'.repeat(250)}@mail.vn`]) expect(issues(emailSchema.safeParse({ email: bad })), bad).toEqual({ email: 'email' });
    expect(emailSchema.parse({ email: ' an@mail.vn ' })).toEqual({ email: 'an@mail.vn' });
  });

  it('birthday: a calendar date, and with the merchant\'s age rule no later than the latest birthday', () => {
    expect(latestBirthday('2026-11-24', 21)).toBe('2005-11-24');
    expect(latestBirthday('2026-11-24', 18)).toBe('2008-11-24');
    // Born on 29 February: of age on 28 February in a year without one.
    expect(latestBirthday('2025-02-28', 21)).toBe('2004-02-28');
    expect(latestBirthday('2024-02-29', 21)).toBe('2003-02-28');
    const browser = birthdaySchema('2005-11-24');
    expect(browser.safeParse({ birthday: '2005-11-24' }).success).toBe(true);
    expect(issues(browser.safeParse({ birthday: '2005-11-25' }))).toEqual({ birthday: 'underAge' });
    expect(issues(browser.safeParse({ birthday: '' }))).toEqual({ birthday: 'birthdayRequired' });
    for (const bad of ['2001-02-29', '1899-12-31', '24/11/2000']) expect(issues(browser.safeParse({ birthday: bad })), bad).toEqual({ birthday: 'birthday' });
    // The server action leaves the age to the platform.
    expect(birthdaySchema().safeParse({ birthday: '2020-01-01' }).success).toBe(true);
  });
});
