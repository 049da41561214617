import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { config } from '@/lib/config';
import { socialProviders, type ConsolidatedSettings, type SocialProviderConfig } from '@/lib/platform/schemas';
import { store, storeKey } from '@/lib/store/store';
import { whitelabelFlag, type WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

/**
 * One social sign-in in flight: the provider, and the state and nonce this server sent it, kept in a sealed
 * httpOnly cookie scoped to /m/login/social so only the callback can read them, and only for 10 minutes.
 */
export const SOCIAL_COOKIE = 'mc_social';
const SOCIAL_COOKIE_PATH = '/m/login/social';
export const SOCIAL_FLOW_SECONDS = 10 * 60;

const FLAGS: Record<SocialProviderConfig['provider'], WhitelabelFlag> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};

/** SPEC §2: a provider is offered when its whitelabel flag is on and the merchant has it configured. */
export function enabledProviders(settings: ConsolidatedSettings | null): SocialProviderConfig[] {
  return settings ? settings.socialLogin.filter((entry) => whitelabelFlag(settings, FLAGS[entry.provider])) : [];
}

export function enabledProvider(settings: ConsolidatedSettings | null, name: string): SocialProviderConfig | null {
  return enabledProviders(settings).find((entry) => entry.provider === name) ?? null;
}

const socialFlow = z.object({
  provider: z.enum(socialProviders),
  state: z.string().min(32),
  nonce: z.string().min(32),
  returnTo: z.string().nullable(),
});
export type SocialFlow = z.infer<typeof socialFlow>;

export function sealFlow(flow: SocialFlow): Promise<string> {
  return sealData(socialFlow.parse(flow), { password: config().SESSION_SECRET, ttl: SOCIAL_FLOW_SECONDS });
}

/** A missing, tampered or expired cookie reads as no sign-in in flight. */
export async function unsealFlow(sealed: string | undefined): Promise<SocialFlow | null> {
  if (!sealed) return null;
  try {
    const parsed = socialFlow.safeParse(await unsealData(sealed, { password: config().SESSION_SECRET, ttl: SOCIAL_FLOW_SECONDS }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spends a flow's state and nonce in the shared store: only the first callback that presents them may go on, so
 * the same cookie and ID token posted again (to this replica or another) sign no one in a second time. Kept past
 * the seal's life and its clock skew allowance, so no copy of the cookie outlives its record.
 */
export function spendFlow(flow: SocialFlow): Promise<boolean> {
  return store().setIfAbsent(storeKey('social', 'spent', flow.state), '1', (SOCIAL_FLOW_SECONDS + 60) * 1000);
}

export function flowCookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: SOCIAL_COOKIE_PATH, maxAge, secure };
}

/** Whether the browser reached us over HTTPS (behind the TLS proxy README "Deploying" describes). */
export function isHttps(forwardedProto: string | null): boolean {
  return forwardedProto?.split(',')[0]?.trim() === 'https';
}
