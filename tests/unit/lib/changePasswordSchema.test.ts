import { describe, expect, it } from 'vitest';
import { changePasswordSchema, FORM_ERROR } from '@/features/accounts/logic/changePasswordSchema';
import { fieldErrorsOf } from '@/lib/forms/formState';

const errorsOf = (input: Record<string, string>) => {
  const result = changePasswordSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

// SPEC §5 change password
describe('change password', () => {
  const good = { oldPassword: 'Demo1234', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' };

  it('accepts old, new and a matching confirmation', () => {
    expect(changePasswordSchema.parse(good)).toEqual(good);
  });

  it('old and new follow the shared password rules', () => {
    expect(errorsOf({ ...good, oldPassword: '' })).toEqual({ oldPassword: 'required' });
    expect(errorsOf({ ...good, oldPassword: 'abc' })).toEqual({ oldPassword: 'loginPassword' });
    expect(errorsOf({ ...good, newPassword: 'has space', confirmNewPassword: 'has space' })).toEqual({ newPassword: 'loginPassword' });
    expect(errorsOf({ ...good, newPassword: 'x'.repeat(21), confirmNewPassword: 'x'.repeat(21) })).toEqual({ newPassword: 'loginPassword' });
  });

  it("the confirmation is required ('Enter password')", () => {
    expect(errorsOf({ ...good, confirmNewPassword: '' })).toEqual({ confirmNewPassword: 'enterPassword' });
  });

  it("the confirmation must equal the new password ('Confirmation password not matched')", () => {
    expect(errorsOf({ ...good, confirmNewPassword: 'Newpass124' })).toEqual({ confirmNewPassword: 'confirmMismatch' });
  });

  it('a new password equal to the old one is a form-level popup, once every field is valid', () => {
    expect(errorsOf({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' })).toEqual({
      [FORM_ERROR]: 'samePassword',
    });
    // Field errors first: no popup while a field is still wrong.
    expect(errorsOf({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: '' })).toEqual({
      confirmNewPassword: 'enterPassword',
    });
  });

  it('reports every wrong field at once, in form order', () => {
    expect(Object.keys(errorsOf({ oldPassword: '', newPassword: '', confirmNewPassword: '' }))).toEqual([
      'oldPassword', 'newPassword', 'confirmNewPassword',
    ]);
  });
});
