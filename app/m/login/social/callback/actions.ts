'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IdTokenError, verifyIdToken } from '@/lib/accounts/verifyIdToken';
import { logout, socialLogin } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { AGENT_EXCLUDED_TYPES } from '@/lib/routes/routeTable';
import { rateLimitRefusal } from '@/lib/security/actionRateLimit';
import { startSession } from '@/lib/session/sessionActions';
import { loadSettings } from '@/lib/settings/settings';
import { enabledProvider, flowCookieOptions, isHttps, SOCIAL_COOKIE, unsealFlow } from '../flow';

const callbackInput = z.object({
  idToken: z.string().min(1).max(4096),
  state: z.string().min(1).max(128),
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The end of a social sign-in (issue 4): the callback page hands over what the provider put in the fragment.
 * The token reaches the platform only after it passed every check here; any failure answers a translated
 * message for the callback screen.
 */
export async function completeSocialLogin(
  _previous: { error: string | null },
  input: { idToken: string; state: string },
): Promise<{ error: string | null }> {
  const t = await getTranslations('social');
  const jar = await cookies();
  const flow = await unsealFlow(jar.get(SOCIAL_COOKIE)?.value);
  // One sign-in, one try: whatever happens next, this state and nonce are spent.
  jar.set(SOCIAL_COOKIE, '', flowCookieOptions(isHttps((await headers()).get('x-forwarded-proto')), 0));
  if (!flow) return { error: t('flowExpired') };
  const parsed = callbackInput.safeParse(input);
  if (!parsed.success) return { error: t('invalid') };
  if (!sameText(parsed.data.state, flow.state)) return { error: t('stateMismatch') };
  const refusal = await rateLimitRefusal('login');
  if (refusal) return { error: refusal };
  const config = enabledProvider((await loadSettings())?.settings ?? null, flow.provider);
  if (!config) return { error: t('notAvailable') };

  try {
    await verifyIdToken(parsed.data.idToken, config, flow.nonce);
  } catch (error) {
    const problem = error instanceof IdTokenError ? error.problem : 'unavailable';
    console.warn(`social login: ${flow.provider} ID token refused (${problem})`);
    return { error: t(problem === 'expired' ? 'tokenExpired' : problem === 'unavailable' ? 'unavailable' : 'invalid') };
  }

  const options = await requestOptions();
  let session;
  try {
    session = await callPlatform(socialLogin, { firebaseChannel: flow.provider, firebaseIdToken: parsed.data.idToken }, options);
  } catch (error) {
    return { error: (await refusalFor(error)).text };
  }
  // The social buttons are on the member login only (SPEC §6): agents sign in on /m/agentLogin.
  if (!(AGENT_EXCLUDED_TYPES as readonly number[]).includes(session.customerType)) {
    await callPlatform(logout, {}, { ...options, token: session.token }).catch(() => undefined);
    return { error: (await getTranslations('codes'))('non_member') };
  }
  await startSession(session);
  redirect(flow.returnTo ?? '/m/home');
}
