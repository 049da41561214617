'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { loginSchemaFor, type LoginMethod } from '@/features/accounts/logic/loginSchema';
import { formObject } from '@/lib/forms/formState';
import { isAgentType } from '@/lib/routes/routeTable';
import { codeAttempts, signInAttempts, visitorRate } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { freePlayLogin, login } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { safeReturnPath } from '@/lib/routes/returnPath';
import { startSession } from '@/lib/session/session';
import { forgetRemembered, readRemembered, remember } from '@/lib/session/rememberedLogin';
import { endPlatformSession } from '@/lib/session/signOut';

const methodOf = (form: FormData): LoginMethod => (form.get('method') === 'sms' ? 'sms' : 'username');

/** A remembered username login sends no password: the sealed remembered one is used. */
async function rememberedFor(form: FormData) {
  if (methodOf(form) !== 'username') return null;
  const remembered = await readRemembered();
  const applies =
    remembered?.type === 'username' &&
    form.get('useRemembered') === '1' &&
    !form.get('password') &&
    String(form.get('username') ?? '').trim().toLowerCase() === remembered.username.toLowerCase();
  return applies ? remembered : null;
}

/** SPEC §2 login (username or SMS code) for the member login and the agent login. */
export const loginAction = defineAction({
  name: 'login',
  who: 'visitor',
  keepExtra: true,
  answers: answers<{ captcha: string }>(),
  secrets: ['password', 'messageCode', 'captcha'],
  schema: async ({ form, previous }) =>
    loginSchemaFor(methodOf(form), { captcha: Boolean(previous.extra.captcha), remembered: Boolean(await rememberedFor(form)) }),
  limits: [
    visitorRate('login'),
    signInAttempts((input) => input.username, (input) => input.captcha),
    codeAttempts((input) => input.mobileNum),
  ],
  async run(_input, { form, options }) {
    const method = methodOf(form);
    const scope = form.get('scope') === 'agent' ? 'agent' : 'member';
    const remembered = await rememberedFor(form);
    const input = formObject(form);
    const password = remembered ? remembered.password : input.password ?? '';
    const payload =
      method === 'sms'
        ? { type: 'sms' as const, username: input.mobileNum!.trim(), password: input.messageCode!.trim(), countryDialingCode: input.countryDialingCode }
        : { type: 'username' as const, username: input.username!.trim(), password, captcha: input.captcha?.trim() || undefined };
    const session = await callPlatform(login, payload, { ...options, device: form.get('standalone') === '1' ? 'OTHERS' : null });

    // SPEC §6: the agent login is for agent types, the member login for the others.
    if (isAgentType(session.customerType) !== (scope === 'agent')) {
      await endPlatformSession(session.token, options);
      throw new PlatformError('refused', scope === 'agent' ? 'NON_AGENT' : 'NON_MEMBER', 'Wrong login for this account');
    }
    // The SMS tab has no remember box (a code is used once): an SMS sign-in leaves a remembered login as it was.
    if (method === 'username') {
      if (form.get('remember') === 'on') await remember({ type: 'username', username: payload.username, password });
      else await forgetRemembered();
    }
    await startSession(session);
    redirect(safeReturnPath(String(form.get('returnTo') ?? '')) ?? (scope === 'agent' ? '/m/agent/home' : '/m/home'), RedirectType.replace);
  },
  // A platform that wants a captcha sends a fresh one with its refusal; a captcha once asked for stays. Only the
  // captcha is carried over, so this answer's refusal code (NON_MEMBER...) is never an older one.
  onFailure({ error }, { previous, patch }) {
    const fresh = error instanceof PlatformError ? (error.value as { captcha?: string } | null)?.captcha : undefined;
    const captcha = fresh ?? previous.extra.captcha;
    return patch({ extra: captcha ? { captcha } : {} });
  },
});

/** SPEC §2 free play / test play: a fresh free-play account, then home. */
export const freePlayAction = defineAction({
  name: 'freePlay',
  who: 'visitor',
  keepExtra: true,
  schema: () => z.object({}),
  limits: [visitorRate('login')],
  async run(_input, { options }) {
    const session = await callPlatform(freePlayLogin, {}, options);
    await startSession(session, { trial: true });
    redirect('/m/home', RedirectType.replace);
  },
});
