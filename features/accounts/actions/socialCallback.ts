'use server';

import { cookies, headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IdTokenError, verifyIdToken } from '@/features/accounts/logic/verifyIdToken';
import { admit } from '@/lib/pipeline/admit';
import { isAgentType } from '@/lib/routes/routeTable';
import { checkLimits, visitorRate } from '@/lib/pipeline/attempts';
import { refusalFor } from '@/lib/refusals/refusalText';
import { socialLogin } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { currentSettings, requestOptions } from '@/lib/request/context';
import { startSession } from '@/lib/session/session';
import { endPlatformSession } from '@/lib/session/signOut';
import { enabledProvider, flowCookieOptions, isHttps, SOCIAL_COOKIE, spendFlow, unsealFlow } from '../logic/socialFlow';

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
 * The end of a social sign-in: the callback page hands over what the provider put in the fragment.
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
  const options = await requestOptions();
  try {
    await admit('visitor', undefined, null);
    await checkLimits([visitorRate('login')], {}, { forwardedFor: options.forwardedFor ?? null, userName: null });
    // The browser's cookie is cleared above, but a copy of it is not: the server's record is what makes it one try.
    if (!(await spendFlow(flow))) return { error: t('flowExpired') };
  } catch (error) {
    return { error: (await refusalFor(error)).text };
  }
  const config = enabledProvider((await currentSettings())?.settings ?? null, flow.provider);
  if (!config) return { error: t('notAvailable') };

  try {
    await verifyIdToken(parsed.data.idToken, config, flow.nonce);
  } catch (error) {
    const problem = error instanceof IdTokenError ? error.problem : 'unavailable';
    console.warn(`social login: ${flow.provider} ID token refused (${problem})`);
    return { error: t(problem === 'expired' ? 'tokenExpired' : problem === 'unavailable' ? 'unavailable' : 'invalid') };
  }

  let session;
  try {
    session = await callPlatform(socialLogin, { firebaseChannel: flow.provider, firebaseIdToken: parsed.data.idToken }, options);
  } catch (error) {
    return { error: (await refusalFor(error)).text };
  }
  // The social buttons are on the member login only (SPEC §6): agents sign in on /m/agentLogin.
  if (isAgentType(session.customerType)) {
    await endPlatformSession(session.token, options);
    return { error: (await getTranslations('codes'))('non_member') };
  }
  await startSession(session);
  redirect(flow.returnTo ?? '/m/home', RedirectType.replace);
}
