import { z } from 'zod';

/**
 * SPEC §5 shared rule sets (loginUsername, loginPassword, loginMobileNum, verificationCode, captcha). Messages are
 * keys under `validation`; forms and server actions use the same schemas.
 */
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;
export const CAPTCHA_MAX = 6;

/** A field missing from the form reads as its own rule's first message, never zod's English default. */
const text = (missing: string) => z.string({ error: missing });

export const usernameRule = text('required')
  .trim()
  .min(1, 'required')
  .regex(/^[A-Za-z0-9_]{4,20}$/, 'loginUsername');

export const passwordRule = text('required').min(1, 'required').regex(/^\S{6,20}$/, 'loginPassword');

export const mobileNumRule = text('loginMobileNum')
  .trim()
  .min(1, 'loginMobileNum')
  .regex(new RegExp(`^\\d{6,${MOBILE_MAX}}$`), 'loginMobileNum');

export const dialingCodeRule = text('loginMobileNum').regex(/^\d{1,4}$/, 'loginMobileNum');

export const smsCodeRule = text('required')
  .trim()
  .min(1, 'required')
  .regex(new RegExp(`^\\d{1,${SMS_CODE_MAX}}$`), 'verificationCode');

export const captchaRule = text('captcha')
  .trim()
  .min(1, 'captcha')
  .regex(new RegExp(`^\\d{1,${CAPTCHA_MAX}}$`), 'captchaFormat');
