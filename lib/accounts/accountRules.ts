import { z } from 'zod';

/**
 * SPEC §5 shared rule sets (loginUsername, loginPassword, loginMobileNum, verificationCode, captcha). Messages are
 * keys under `validation`; forms and server actions use the same schemas.
 */
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;
export const CAPTCHA_MAX = 6;

export const usernameRule = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^[A-Za-z0-9_]{4,20}$/, 'loginUsername');

export const passwordRule = z.string().min(1, 'required').regex(/^\S{6,20}$/, 'loginPassword');

export const mobileNumRule = z
  .string()
  .trim()
  .min(1, 'loginMobileNum')
  .regex(new RegExp(`^\\d{6,${MOBILE_MAX}}$`), 'loginMobileNum');

export const dialingCodeRule = z.string().regex(/^\d{1,4}$/, 'loginMobileNum');

export const smsCodeRule = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(new RegExp(`^\\d{1,${SMS_CODE_MAX}}$`), 'verificationCode');

export const captchaRule = z
  .string()
  .trim()
  .min(1, 'captcha')
  .regex(new RegExp(`^\\d{1,${CAPTCHA_MAX}}$`), 'captchaFormat');
