'use server';

import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import {
  extraFieldsFor, extraPayload, registerMethods, registerSchemaFor, type RegisterChannel, type RegisterMethod,
} from '@/features/accounts/logic/registerSchema';
import { formObject } from '@/lib/forms/formState';
import { codeAttempts, visitorRate } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { affiliateCheck, login, register, registerByMobile } from '@/lib/platform/calls';
import { visitorCaptcha } from '@/features/accounts/logic/visitorCaptcha';
import { defineCall } from '@/lib/platform/defineCall';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { registrationSite } from '@/lib/publicSite';
import { currentSettings } from '@/lib/request/context';
import { startSession } from '@/lib/session/session';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { registerFields } from '../logic/registerFields';

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

/** Marks an invitation code refused by its own check (row 17), before the registration saw the captcha. */
const AFFILIATE_CHECK = Object.freeze({ stage: 'affiliateCheck' });

async function registerSetup(form: FormData) {
  const settings = (await currentSettings())?.settings ?? null;
  const { available } = registerMethods({
    username: whitelabelFlag(settings, 'USERNAMEREG3'),
    mobile: whitelabelFlag(settings, 'MOBILENUMREG3'),
  });
  const method = available.find((candidate) => candidate === form.get('method')) as RegisterMethod | undefined;
  return { settings, available, method, smsVerification: method === 'mobileNum' && whitelabelFlag(settings, 'REGMOBVERF3') };
}

/**
 * SPEC §2 register: checks the form with the shared schema (platform patterns merged in), checks an invitation
 * code with the platform, registers (encrypted), then logs in with the new username and password and goes home.
 * A toggle button of the form (plain POST before scripts run) only switches the method, keeping what was typed.
 */
export const registerAction = defineAction({
  name: 'register',
  who: 'visitor',
  keepExtra: true,
  answers: answers<{ method: RegisterMethod; registered: boolean; captcha: string }>(),
  secrets: SECRETS,
  async before({ form, previous, answer }) {
    const { available, method } = await registerSetup(form);
    const switchTo = form.get('registerAs');
    if (typeof switchTo === 'string') {
      const next = available.find((candidate) => candidate === switchTo);
      return answer({ extra: { ...previous.extra, method: next ?? previous.extra.method } });
    }
    if (!method) return answer({ notice: (await getTranslations('register'))('unavailable') });
    return null;
  },
  async schema({ form }) {
    const { method, smsVerification } = await registerSetup(form);
    return registerSchemaFor(method!, await registerFields(), { smsVerification });
  },
  limits: [visitorRate('register'), codeAttempts((input) => input.mobileNum)],
  // Refusals of one field land under it, focused, as the browser's own checks do.
  fields: { INVITATION_INVALID: 'affiliateCode', USERNAME_EXISTS: 'username', MOBILE_EXISTS: 'mobileNum', CAPTCHA_ERROR: 'captcha' },
  placeNamedFields: true,
  async run(_parsed, { form, options, patch }) {
    const { method: chosen, smsVerification } = await registerSetup(form);
    const method = chosen!;
    const fields = await registerFields();
    const input = formObject(form);
    const { registerUrl, domain } = await requestHost();
    const affiliateCode = input.affiliateCode?.trim();
    if (affiliateCode && extraFieldsFor(method, fields).some((field) => field.name === 'affiliateCode')) {
      try {
        await callPlatform(affiliateCheck, { code: affiliateCode, domain }, options);
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'refused') throw new PlatformError('refused', 'INVITATION_INVALID', error.message, AFFILIATE_CHECK);
        throw error;
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

    const registered = await callPlatform(method === 'mobileNum' ? registerByMobileNamingField : registerNamingField, payload, options);

    // SPEC §2: after registering, the username and password log in like the login form does.
    const device = channel === 'H5' ? null : 'OTHERS';
    const session = await callPlatform(
      login,
      { type: 'username', username: registered.userName, password: common.password },
      { ...options, device },
    ).catch(() => registered);
    await startSession(session);

    // With scripts the form shows the 'registered successfully' toast and moves home itself; without, go home now.
    if (form.get('script') === '1') return patch({ values: {}, extra: { registered: true } });
    redirect('/m/home', RedirectType.replace);
  },
  // The captcha is spent once the registration has seen it: show a new one with the answer.
  async onFailure({ code, error }, { form, previous, patch }) {
    const captchaSeen = !(error instanceof PlatformError && error.value === AFFILIATE_CHECK);
    const image = captchaSeen && form.get('method') === 'username' ? await visitorCaptcha() : null;
    const extra = image ? { ...previous.extra, captcha: image } : previous.extra;
    return patch(code === 'INVITATION_INVALID' ? { fieldErrors: { affiliateCode: 'invitation' }, extra } : { extra });
  },
});
