import { z } from 'zod/mini';
import type { registerFieldSetting } from '@/lib/platform/schemas';
import { patternRules } from './patternRules';
import { captchaRule, dialingCodeRule, mobileNumRule, passwordRule, smsCodeRule, usernameRule } from '@/lib/forms/accountFieldsSchema';

/**
 * SPEC §2 register screen and §5 registration rules: one schema per registration method, shared by the form (in
 * the browser) and the server action. The platform's per-field settings (row 15: enabled, required, pattern,
 * message) are merged in at runtime; a pattern failure shows the field's own rule in the player's language.
 */
export type RegisterFieldSetting = z.infer<typeof registerFieldSetting>;

/** 'username' registers with a username (row 7), 'mobileNum' with a mobile number and SMS code (row 8). */
export type RegisterMethod = 'username' | 'mobileNum';

/** SPEC §3 registerMethod: how the page runs (APP is the native app, never this web front end). */
export type RegisterChannel = 'H5' | 'PWA' | 'WEBCLIP';

/** Optional fields the platform may switch on (SPEC §3 registration payload), in the order they may appear. */
export const EXTRA_FIELDS = [
  'mobileNum', 'affiliateCode', 'paymentPassword', 'recommenderId', 'nickname', 'payeeName', 'email', 'idNumber',
  'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];

/** Longest value each field may send (the platform call's own limits). */
export const FIELD_MAX: Record<string, number> = {
  username: 20, password: 20, confirmPassword: 20, mobileNum: 20, affiliateCode: 32, paymentPassword: 20,
  recommenderId: 32, nickname: 64, payeeName: 64, email: 254, idNumber: 32, qqNum: 32, facebook: 128, wechat: 64,
  line: 64, whatsapp: 64, zalo: 64,
};

/**
 * The field's `maxlength`: what its rule allows (row 15's pattern, read as the rules listed under it), never more
 * than the call sends. The confirmation follows the password.
 */
export function fieldMaxLength(name: string, settings: readonly RegisterFieldSetting[]): number {
  const ruled = name === 'confirmPassword' ? 'password' : name;
  const setting = settingOf(settings, ruled);
  const length = patternRules(ruled, setting?.pattern).find((rule) => rule.key === 'length' || rule.key === 'lengthMax' || rule.key === 'lengthExact');
  const allowed = length?.key === 'lengthExact' ? length.values?.min : length?.values?.max;
  return Math.min(FIELD_MAX[name] ?? 64, allowed ?? Infinity);
}

const isExtra = (name: string): name is ExtraField => (EXTRA_FIELDS as readonly string[]).includes(name);

/** A platform pattern as a RegExp; a pattern that does not compile checks nothing rather than refusing everything. */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The enabled setting of a field, if the platform sent one. */
function settingOf(settings: readonly RegisterFieldSetting[], name: string): RegisterFieldSetting | undefined {
  return settings.find((setting) => setting.name === name && setting.enabled);
}

/** The optional fields the platform switched on for this method, in the platform's order. */
export function extraFieldsFor(method: RegisterMethod, settings: readonly RegisterFieldSetting[]): RegisterFieldSetting[] {
  const seen = new Set<string>();
  return settings.filter((setting) => {
    if (!setting.enabled || !isExtra(setting.name) || seen.has(setting.name)) return false;
    if (method === 'mobileNum' && setting.name === 'mobileNum') return false;
    seen.add(setting.name);
    return true;
  });
}

/** Form values are strings; a field that is not on the form counts as empty. */
const text = (trim: boolean) =>
  z.pipe(
    z.transform((value: unknown) => {
      const string = typeof value === 'string' ? value : '';
      return trim ? string.trim() : string;
    }),
    z.string(),
  );

/** A shared rule that reads a missing field as empty, so it answers its own message rather than a type error. */
const present = (rule: z.ZodMiniType<string, string>) => z.pipe(z.transform((value: unknown) => (typeof value === 'string' ? value : '')), rule);

/**
 * A field checked against its platform setting: empty passes unless required ('required' or `emptyKey`), a
 * pattern failure answers `fallback`, the field's own rule in the player's language. The platform's message for
 * it is not shown: the contract gives it in English (row 15), and the platform's own refusal of the field is
 * worded the same way (refusals.FIELD_INVALID).
 */
function configuredRule(
  setting: RegisterFieldSetting,
  options: { required?: boolean; trim?: boolean; emptyKey?: string; fallback: string },
) {
  const pattern = compilePattern(setting.pattern);
  const required = options.required ?? setting.required;
  const failure = options.fallback;
  return text(options.trim ?? true).check(
    z.superRefine((value: string, context) => {
      if (!value) {
        if (required) context.addIssue({ code: 'custom', message: options.emptyKey ?? 'required' });
        return;
      }
      if (pattern && !pattern.test(value)) context.addIssue({ code: 'custom', message: failure });
    }),
  );
}

/** What a plain rule adds when the platform also configured a pattern for the field. */
function withPattern(rule: z.ZodMiniType<string, string>, setting: RegisterFieldSetting | undefined) {
  const pattern = compilePattern(setting?.pattern);
  if (!setting || !pattern) return rule;
  return rule.check(z.refine((value: string) => pattern.test(value), 'loginMobileNum'));
}

const FALLBACK_KEYS: Partial<Record<string, string>> = {
  email: 'email',
  nickname: 'nameFormat',
  payeeName: 'nameFormat',
  affiliateCode: 'invitation',
  mobileNum: 'loginMobileNum',
  paymentPassword: 'loginPassword',
};

/** The dialling code: required with a mobile number, otherwise it may be missing (no number typed). */
const optionalDialingCode = text(true).check(z.refine((value: string) => value === '' || /^\d{1,4}$/.test(value), 'loginMobileNum'));

export interface RegisterSchemaOptions {
  /** Mobile registration asks for the SMS code (flag REGMOBVERF3). */
  smsVerification: boolean;
}

/**
 * SPEC §5 registration: the method's own fields, the platform's optional fields, password confirmation ('incorrect
 * password' when empty, 'Confirmation password not matched' when different), captcha ('write code', max 6 digits)
 * for username registration, SMS code (max 10 digits) for mobile registration, and the agreement.
 */
export function registerSchemaFor(
  method: RegisterMethod,
  settings: readonly RegisterFieldSetting[],
  options: RegisterSchemaOptions,
) {
  const shape: Record<string, z.ZodMiniType> = {};

  if (method === 'mobileNum') {
    shape.countryDialingCode = present(dialingCodeRule);
    shape.mobileNum = present(withPattern(mobileNumRule, settingOf(settings, 'mobileNum')));
    if (options.smsVerification) shape.verificationCode = present(smsCodeRule);
  } else {
    const username = settingOf(settings, 'username');
    shape.username = username
      ? configuredRule(username, { required: true, fallback: 'loginUsername' })
      : present(usernameRule);
  }

  const password = settingOf(settings, 'password');
  shape.password = password
    ? configuredRule(password, { required: true, trim: false, emptyKey: 'enterPassword', fallback: 'loginPassword' })
    : present(passwordRule);
  shape.confirmPassword = text(false).check(z.refine((value: string) => value.length > 0, 'confirmRequired'));

  for (const setting of extraFieldsFor(method, settings)) {
    shape[setting.name] = configuredRule(setting, {
      trim: setting.name !== 'paymentPassword',
      fallback: FALLBACK_KEYS[setting.name] ?? 'fieldFormat',
    });
    if (setting.name === 'mobileNum') shape.countryDialingCode = optionalDialingCode;
  }

  if (method === 'username') shape.captcha = present(captchaRule);
  shape.agreement = z.literal('on', 'agreement');

  return z.object(shape).check(
    z.superRefine((values, context) => {
      const { password: typed, confirmPassword: confirmation } = values as { password?: string; confirmPassword?: string };
      if (confirmation && confirmation !== typed) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'confirmMismatch' });
      }
    }),
  );
}

/** Mobile number check before an SMS code is asked for (SPEC §5), with the platform's pattern merged in. */
export function registerSmsRequestSchema(settings: readonly RegisterFieldSetting[]) {
  return z.object({
    countryDialingCode: present(dialingCodeRule),
    mobileNum: present(withPattern(mobileNumRule, settingOf(settings, 'mobileNum'))),
  });
}

/**
 * Which registration methods the merchant offers (flags USERNAMEREG3, MOBILENUMREG3), and the default one: SPEC §2
 * 'username', or 'mobileNum' when only mobile registration is enabled. The toggle shows only when both are.
 */
export function registerMethods(flags: { username: boolean; mobile: boolean }): {
  available: RegisterMethod[];
  defaultMethod: RegisterMethod | null;
} {
  const available: RegisterMethod[] = [];
  if (flags.username) available.push('username');
  if (flags.mobile) available.push('mobileNum');
  return { available, defaultMethod: available[0] ?? null };
}

/**
 * SPEC §3 registerMethod from how the page runs: WEBCLIP for an iOS home-screen web clip (navigator.standalone),
 * PWA for an installed web app (display-mode standalone), H5 in the browser.
 */
export function registerChannelOf(environment: { iosStandalone: boolean; displayModeStandalone: boolean }): RegisterChannel {
  if (environment.iosStandalone) return 'WEBCLIP';
  if (environment.displayModeStandalone) return 'PWA';
  return 'H5';
}

/** The fields a registration sends besides the method's own (trimmed, empty ones left out). */
export function extraPayload(
  method: RegisterMethod,
  settings: readonly RegisterFieldSetting[],
  values: Record<string, unknown>,
): Partial<Record<ExtraField, string>> {
  const payload: Partial<Record<ExtraField, string>> = {};
  for (const setting of extraFieldsFor(method, settings)) {
    const raw = values[setting.name];
    const value = typeof raw === 'string' ? (setting.name === 'paymentPassword' ? raw : raw.trim()) : '';
    if (value) payload[setting.name as ExtraField] = value;
  }
  return payload;
}
