import { z } from 'zod/mini';
import { captchaRule, dialingCodeRule, mobileNumRule, passwordRule, smsCodeRule, usernameRule } from '@/lib/forms/accountFieldsSchema';

/** SPEC §2 login: the username tab and the SMS tab. The captcha is asked only once the platform wants it. */
export const usernameLoginSchema = z.object({
  username: usernameRule,
  password: passwordRule,
  captcha: z.optional(captchaRule),
});

/** With a remembered login the password field may stay empty: the server holds the sealed password. */
export const rememberedLoginSchema = z.extend(usernameLoginSchema, { password: z.string().check(z.maxLength(20, 'loginPassword')) });

export const smsLoginSchema = z.object({
  countryDialingCode: dialingCodeRule,
  mobileNum: mobileNumRule,
  messageCode: smsCodeRule,
});

export const smsRequestSchema = z.object({ countryDialingCode: dialingCodeRule, mobileNum: mobileNumRule });

export type LoginMethod = 'username' | 'sms';

export function loginSchemaFor(method: LoginMethod, options: { captcha: boolean; remembered: boolean }) {
  if (method === 'sms') return smsLoginSchema;
  const base = options.remembered ? rememberedLoginSchema : usernameLoginSchema;
  return options.captcha ? z.extend(base, { captcha: captchaRule }) : base;
}
