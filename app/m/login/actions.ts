'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loginSchemaFor, type LoginMethod } from '@/lib/accounts/loginSchema';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { freePlayLogin, login, logout } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { safeReturnPath } from '@/lib/routes/returnPath';
import { rateLimitRefusal } from '@/lib/security/actionRateLimit';
import { AGENT_EXCLUDED_TYPES } from '@/lib/routes/routeTable';
import { forgetRemembered, readRemembered, remember, startSession } from '@/lib/session/sessionActions';

const SECRETS = ['password', 'messageCode', 'captcha'];

/** SPEC §6: the agent login is for agent types, the member login for the others. */
function isAgentType(type: number): boolean {
  return !(AGENT_EXCLUDED_TYPES as readonly number[]).includes(type);
}

/** SPEC §2 login (username or SMS code) for the member login and the agent login. */
export async function loginAction(previous: FormState, form: FormData): Promise<FormState> {
  const method: LoginMethod = form.get('method') === 'sms' ? 'sms' : 'username';
  const scope = form.get('scope') === 'agent' ? 'agent' : 'member';
  const values = keptValues(form, SECRETS);
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values, extra: previous.extra, seq: previous.seq + 1, ...patch,
  });

  const remembered = method === 'username' ? await readRemembered() : null;
  const usingRemembered =
    remembered?.type === 'username' &&
    form.get('useRemembered') === '1' &&
    !form.get('password') &&
    String(form.get('username') ?? '').trim().toLowerCase() === remembered.username.toLowerCase();
  const schema = loginSchemaFor(method, { captcha: Boolean(previous.extra.captcha), remembered: usingRemembered });
  const parsed = schema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const refusal = await rateLimitRefusal('login');
  if (refusal) return answer({ notice: refusal });

  const input = formObject(form);
  const password = usingRemembered ? remembered!.password : input.password ?? '';
  const payload =
    method === 'sms'
      ? { type: 'sms' as const, username: input.mobileNum!.trim(), password: input.messageCode!.trim(), countryDialingCode: input.countryDialingCode }
      : { type: 'username' as const, username: input.username!.trim(), password, captcha: input.captcha?.trim() || undefined };

  const options = await requestOptions();
  let session;
  try {
    session = await callPlatform(login, payload, { ...options, device: form.get('standalone') === '1' ? 'OTHERS' : null });
  } catch (error) {
    const captcha = error instanceof PlatformError ? (error.value as { captcha?: string } | null)?.captcha : undefined;
    return answer({ notice: (await refusalFor(error)).text, extra: captcha ? { captcha } : previous.extra });
  }

  if (isAgentType(session.customerType) !== (scope === 'agent')) {
    await callPlatform(logout, {}, { ...options, token: session.token }).catch(() => undefined);
    const t = await getTranslations('codes');
    return answer({ notice: t(scope === 'agent' ? 'non_agent' : 'non_member') });
  }

  if (form.get('remember') === 'on') {
    await remember(
      method === 'sms'
        ? { type: 'sms', username: payload.username, password: '', countryDialingCode: input.countryDialingCode }
        : { type: 'username', username: payload.username, password },
    );
  } else {
    await forgetRemembered();
  }
  await startSession(session);
  redirect(safeReturnPath(String(form.get('returnTo') ?? '')) ?? (scope === 'agent' ? '/m/agent/home' : '/m/home'));
}

/** SPEC §2 free play / test play: a fresh free-play account, then home. */
export async function freePlayAction(previous: FormState): Promise<FormState> {
  const refusal = await rateLimitRefusal('login');
  if (refusal) return { ...previous, notice: refusal, seq: previous.seq + 1 };
  try {
    const session = await callPlatform(freePlayLogin, {}, await requestOptions());
    await startSession(session, { trial: true });
  } catch (error) {
    return { ...previous, notice: (await refusalFor(error)).text, seq: previous.seq + 1 };
  }
  redirect('/m/home');
}
