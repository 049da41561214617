'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  extraFieldsFor, extraPayload, registerMethods, registerSchemaFor, type RegisterChannel, type RegisterMethod,
} from '@/lib/accounts/registerSchema';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { affiliateCheck, captcha, login, register, registerByMobile } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { rateLimitRefusal } from '@/lib/security/actionRateLimit';
import type { RefusalFigures, SessionAnswer } from '@/lib/platform/schemas';
import { startSession } from '@/lib/session/sessionActions';
import { loadSettings } from '@/lib/settings/settings';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { registerFields } from './registerFields';

/** Never sent back to the page: passwords, the one-time captcha and the SMS code. */
const SECRETS = ['password', 'confirmPassword', 'paymentPassword', 'captcha', 'verificationCode', 'registerAs', 'script'];
const CHANNELS: readonly RegisterChannel[] = ['H5', 'PWA', 'WEBCLIP'];

/** SPEC §3 registerUrl (the current host) and domain (its name), from the request; anything odd is left empty. */
async function requestHost(): Promise<{ registerUrl: string; domain: string }> {
  const list = await headers();
  const host = (list.get('x-forwarded-host') ?? list.get('host') ?? '').split(',')[0]!.trim();
  if (!/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(host)) return { registerUrl: '', domain: '' };
  return { registerUrl: host, domain: host.replace(/:\d+$/, '') };
}

async function freshCaptcha(): Promise<string | null> {
  return callPlatform(captcha, {}, await requestOptions()).catch(() => null);
}

/**
 * SPEC §2 register: checks the form with the shared schema (platform patterns merged in), checks an invitation
 * code with the platform, registers (encrypted), then logs in with the new username and password and goes home.
 * A toggle button of the form (plain POST before scripts run) only switches the method, keeping what was typed.
 */
export async function registerAction(previous: FormState, form: FormData): Promise<FormState> {
  const values = keptValues(form, SECRETS);
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values, extra: previous.extra, seq: previous.seq + 1, ...patch,
  });

  const snapshot = await loadSettings();
  const settings = snapshot?.settings ?? null;
  const { available } = registerMethods({
    username: whitelabelFlag(settings, 'USERNAMEREG3'),
    mobile: whitelabelFlag(settings, 'MOBILENUMREG3'),
  });
  const switchTo = form.get('registerAs');
  if (typeof switchTo === 'string') {
    const next = available.find((method) => method === switchTo);
    return answer({ extra: { ...previous.extra, method: next ?? previous.extra.method ?? '' } });
  }

  const method = available.find((candidate) => candidate === form.get('method')) as RegisterMethod | undefined;
  if (!method) return answer({ notice: (await getTranslations('register'))('unavailable') });

  const options = await requestOptions();
  let fields;
  try {
    fields = await registerFields(options);
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
  const smsVerification = method === 'mobileNum' && whitelabelFlag(settings, 'REGMOBVERF3');
  const input = formObject(form);
  const parsed = registerSchemaFor(method, fields, { smsVerification }).safeParse(input);
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const refusal = await rateLimitRefusal('register');
  if (refusal) return answer({ notice: refusal });

  const { registerUrl, domain } = await requestHost();
  const affiliateCode = input.affiliateCode?.trim();
  if (affiliateCode && extraFieldsFor(method, fields).some((field) => field.name === 'affiliateCode')) {
    try {
      await callPlatform(affiliateCheck, { code: affiliateCode, domain }, options);
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'refused') return answer({ fieldErrors: { affiliateCode: 'invitation' } });
      return answer({ notice: (await refusalFor(error)).text });
    }
  }

  const channel = CHANNELS.find((candidate) => candidate === form.get('registerMethod')) ?? 'H5';
  const extras = extraPayload(method, fields, input);
  const common = {
    ...extras,
    password: input.password ?? '',
    confirmPassword: input.confirmPassword ?? '',
    registerMethod: channel,
    registerUrl,
    domain,
  };
  const payload =
    method === 'mobileNum'
      ? {
          ...common,
          mobileNum: input.mobileNum!.trim(),
          countryDialingCode: input.countryDialingCode,
          verificationCode: smsVerification ? input.verificationCode?.trim() : undefined,
        }
      : {
          ...common,
          username: input.username!.trim(),
          captcha: input.captcha?.trim(),
          countryDialingCode: extras.mobileNum ? input.countryDialingCode || undefined : undefined,
        };

  let registered: SessionAnswer;
  try {
    registered = await callPlatform(method === 'mobileNum' ? registerByMobile : register, payload, options);
  } catch (error) {
    // The captcha is spent once the platform has seen it: show a new one with the answer.
    const image = method === 'username' ? await freshCaptcha() : null;
    const extra = image ? { ...previous.extra, captcha: image } : previous.extra;
    if (error instanceof PlatformError && error.kind === 'refused' && error.code === 'INVITATION_INVALID') {
      return answer({ fieldErrors: { affiliateCode: 'invitation' }, extra });
    }
    const refusal = await refusalFor(error);
    // Only a field the platform names itself (rows 7 and 8 `value.field`) takes the refusal under it.
    const named = error instanceof PlatformError && error.kind === 'refused' ? (error.value as RefusalFigures | null)?.field : undefined;
    if (named && named in parsed.data) return answer({ fieldErrors: { [named]: `=${refusal.text}` }, extra });
    return answer({ notice: refusal.text, extra });
  }

  // SPEC §2: after registering, the username and password log in like the login form does.
  const device = channel === 'H5' ? null : 'OTHERS';
  const session = await callPlatform(
    login,
    { type: 'username', username: registered.userName, password: common.password },
    { ...options, device },
  ).catch(() => registered);
  await startSession(session);

  // With scripts the form shows the 'registered successfully' toast and moves home itself; without, go home now.
  if (form.get('script') === '1') return answer({ values: {}, extra: { registered: '1' } });
  redirect('/m/home');
}
