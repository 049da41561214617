import { z } from 'zod/mini';

/**
 * SPEC §5 shared rule sets (loginUsername, loginPassword, loginMobileNum, verificationCode, captcha). Messages are
 * keys under `validation`; forms and server actions use the same schemas. Form schemas are built with zod/mini
 * (the same zod, functional API) because the browser checks them too: it keeps the form routes' bundles small.
 */
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;
export const CAPTCHA_MAX = 6;

/** A field missing from the form reads as its own rule's first message, never zod's English default. */
const text = (missing: string) => z.string({ error: missing });

export const usernameRule = text('required').check(z.trim(), z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9_]{4,20}$/, 'loginUsername'));

export const passwordRule = text('required').check(z.minLength(1, 'required'), z.regex(/^\S{6,20}$/, 'loginPassword'));

export const mobileNumRule = text('loginMobileNum').check(
  z.trim(),
  z.minLength(1, 'loginMobileNum'),
  z.regex(new RegExp(`^\\d{6,${MOBILE_MAX}}$`), 'loginMobileNum'),
);

export const dialingCodeRule = text('loginMobileNum').check(z.regex(/^\d{1,4}$/, 'loginMobileNum'));

export const smsCodeRule = text('required').check(
  z.trim(),
  z.minLength(1, 'required'),
  z.regex(new RegExp(`^\\d{1,${SMS_CODE_MAX}}$`), 'verificationCode'),
);

export const captchaRule = text('captcha').check(
  z.trim(),
  z.minLength(1, 'captcha'),
  z.regex(new RegExp(`^\\d{1,${CAPTCHA_MAX}}$`), 'captchaFormat'),
);
