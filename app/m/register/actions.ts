'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import {
  extraFieldsFor, extraPayload, registerMethods, registerSchemaFor, type RegisterChannel, type RegisterMethod,
} from '@/lib/accounts/registerSchema';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { affiliateCheck, captcha, login, register, registerByMobile } from '@/lib/platform/calls';
import { defineCall } from '@/lib/platform/defineCall';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { requestOptions } from '@/lib/platform/requestOptions';
import { registrationSite } from '@/lib/publicSite';
import { rateLimitRefusal } from '@/lib/security/actionRateLimit';
import type { SessionAnswer } from '@/lib/platform/schemas';
import { startSession } from '@/lib/session/sessionActions';
import { loadSettings } from '@/lib/settings/settings';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { registerFields } from './registerFields';

/** Never sent back to the page: passwords, the one-time captcha and the SMS code. */
const SECRETS = ['password', 'confirmPassword', 'paymentPassword', 'captcha', 'verificationCode', 'registerAs', 'script'];
const CHANNELS: readonly RegisterChannel[] = ['H5', 'PWA', 'WEBCLIP'];

/** Rows 7 and 8 with the refusal value the platform sends when it names a field (`{field}`). */
const fieldRefusal = z.object({ field: z.string().max(64).optional() }).nullish();
const registerNamingField = defineCall({ ...register, refusal: fieldRefusal });
const registerByMobileNamingField = defineCall({ ...registerByMobile, refusal: fieldRefusal });

/** SPEC §3 registerUrl (the site's host) and domain (its name): from PUBLIC_URL, or a Host PUBLIC_HOSTS lists; else empty. */
async function requestHost(): Promise<{ registerUrl: string; domain: string }> {
  return registrationSite(await headers());
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
    return answer({ notice: await platformFailureText(error) });
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
      return answer({ notice: await platformFailureText(error) });
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
    registered = await callPlatform(method === 'mobileNum' ? registerByMobileNamingField : registerNamingField, payload, options);
  } catch (error) {
    // The captcha is spent once the platform has seen it: show a new one with the answer.
    const image = method === 'username' ? await freshCaptcha() : null;
    const extra = image ? { ...previous.extra, captcha: image } : previous.extra;
    if (error instanceof PlatformError && error.kind === 'refused') {
      if (error.code === 'INVITATION_INVALID') return answer({ fieldErrors: { affiliateCode: 'invitation' }, extra });
      const field = (error.value as { field?: string } | null)?.field;
      if (field && field in parsed.data) return answer({ fieldErrors: { [field]: `=${error.message}` }, extra });
    }
    return answer({ notice: await platformFailureText(error), extra });
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
