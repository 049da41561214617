import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { config } from '@/lib/config';
import { cookieAttributes, secureRequestNow } from './session';

/** SPEC §3 remembered login, sealed in an httpOnly cookie of its own (the session module writes the session). */
const REMEMBER_COOKIE = 'mc_remember';
const REMEMBER_MAX_AGE = 90 * 24 * 3600;

/** SPEC §3 remembered-login record, kept sealed on the server side of the cookie jar. */
export const rememberedLogin = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string().optional(),
});
export type RememberedLogin = z.infer<typeof rememberedLogin>;

/** What the login form may show of a remembered login: never the password. */
export type RememberedView = Omit<RememberedLogin, 'password'>;

export async function readRemembered(): Promise<RememberedLogin | null> {
  const sealed = (await cookies()).get(REMEMBER_COOKIE)?.value;
  if (!sealed) return null;
  try {
    const parsed = rememberedLogin.safeParse(
      await unsealData(sealed, { password: config().SESSION_SECRET, ttl: REMEMBER_MAX_AGE }),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function remember(login: RememberedLogin) {
  const sealed = await sealData(rememberedLogin.parse(login), { password: config().SESSION_SECRET, ttl: REMEMBER_MAX_AGE });
  (await cookies()).set(REMEMBER_COOKIE, sealed, cookieAttributes(await secureRequestNow(), REMEMBER_MAX_AGE));
}

export async function forgetRemembered() {
  (await cookies()).set(REMEMBER_COOKIE, '', cookieAttributes(await secureRequestNow(), 0));
}
