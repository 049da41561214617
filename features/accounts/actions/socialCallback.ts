'use server';

import { cookies, headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IdTokenError, verifyIdToken } from '@/features/accounts/logic/verifyIdToken';
import { isAgentType } from '@/lib/routes/routeTable';
import { visitorRate } from '@/lib/pipeline/attempts';
import { defineAction } from '@/lib/pipeline/defineAction';
import { socialLogin } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { currentSettings } from '@/lib/request/context';
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
export const completeSocialLogin = defineAction({
  name: 'socialLogin',
  who: 'visitor',
  schema: () => callbackInput,
  secrets: ['idToken', 'state'],
  limits: [visitorRate('login')],
  async run(input, { options, patch }) {
    const t = await getTranslations('social');
    const jar = await cookies();
    const flow = await unsealFlow(jar.get(SOCIAL_COOKIE)?.value);
    // One sign-in, one try: whatever happens next, this state and nonce are spent.
    jar.set(SOCIAL_COOKIE, '', flowCookieOptions(isHttps((await headers()).get('x-forwarded-proto')), 0));
    if (!flow) return patch({ notice: t('flowExpired') });
    if (!sameText(input.state, flow.state)) return patch({ notice: t('stateMismatch') });
    // The browser's cookie is cleared above, but a copy of it is not: the server's record is what makes it one try.
    if (!(await spendFlow(flow))) return patch({ notice: t('flowExpired') });
    const config = enabledProvider((await currentSettings())?.settings ?? null, flow.provider);
    if (!config) return patch({ notice: t('notAvailable') });

    try {
      await verifyIdToken(input.idToken, config, flow.nonce);
    } catch (error) {
      const problem = error instanceof IdTokenError ? error.problem : 'unavailable';
      console.warn(`social login: ${flow.provider} ID token refused (${problem})`);
      return patch({ notice: t(problem === 'expired' ? 'tokenExpired' : problem === 'unavailable' ? 'unavailable' : 'invalid') });
    }

    const session = await callPlatform(socialLogin, { firebaseChannel: flow.provider, firebaseIdToken: input.idToken }, options);
    // The social buttons are on the member login only (SPEC §6): agents sign in on /m/agentLogin.
    if (isAgentType(session.customerType)) {
      await endPlatformSession(session.token, options);
      return patch({ notice: (await getTranslations('codes'))('non_member') });
    }
    await startSession(session);
    redirect(flow.returnTo ?? '/m/home', RedirectType.replace);
  },
});
