import { z } from 'zod/mini';
import { dialingCodeRule, MOBILE_MAX, passwordRule, smsCodeRule, usernameRule } from '@/lib/forms/accountFieldsSchema';

/**
 * SPEC §2 and §5 forgot password. The email form: username through the loginUsername rule, email required with a
 * simple address pattern (SPEC §8 in_email_incorrect; the `validation.email` text is the same), both trimmed.
 * The phone form: mobile number with its dialling code, SMS code, new password through the common rules; the
 * mobile error names the minimum length of the platform's mobileNum pattern (row 15).
 */
export const EMAIL_MAX = 254;
/** Used when the platform's registration settings give no mobileNum pattern with a minimum. */
export const DEFAULT_MOBILE_MIN = 6;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRule = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(EMAIL_MAX, 'email'), z.regex(emailPattern, 'email'));

export const forgetEmailSchema = z.object({ username: usernameRule, email: emailRule });
export type ForgetEmailInput = z.infer<typeof forgetEmailSchema>;

/** The minimum number of digits a mobileNum pattern such as `^\d{6,20}$` asks for. */
export function mobileMinFrom(pattern: string | null | undefined): number {
  const match = pattern?.match(/\\d\{(\d+)(?:,\d*)?\}/);
  const min = match ? Number(match[1]) : NaN;
  return Number.isInteger(min) && min >= 1 && min <= MOBILE_MAX ? min : DEFAULT_MOBILE_MIN;
}

export function forgetMobileRule(min: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.regex(new RegExp(`^\\d{${min},${MOBILE_MAX}}$`), 'mobileMin'));
}

/** The SMS request of the phone form: the number must be valid before a code is asked for. */
export function forgetSmsSchemaFor(mobileMin: number = DEFAULT_MOBILE_MIN) {
  return z.object({ countryDialingCode: dialingCodeRule, mobileNum: forgetMobileRule(mobileMin) });
}

export function forgetPhoneSchemaFor(mobileMin: number = DEFAULT_MOBILE_MIN) {
  return z.extend(forgetSmsSchemaFor(mobileMin), { verificationCode: smsCodeRule, newPassword: passwordRule });
}
export type ForgetPhoneInput = z.infer<ReturnType<typeof forgetPhoneSchemaFor>>;

/** SPEC §8: which field a refused set-password-by-phone clears. */
export const SAME_PASSWORD_CODE = 'modify.new.old.same';
export function fieldClearedBy(code: string | null | undefined): 'newPassword' | 'verificationCode' {
  return code === SAME_PASSWORD_CODE ? 'newPassword' : 'verificationCode';
}
