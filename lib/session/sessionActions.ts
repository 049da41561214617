import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { config } from '@/lib/config';
import type { SessionAnswer } from '@/lib/platform/schemas';
import { sealSession, secondsLeft, SESSION_COOKIE, sessionOf } from './session';

/**
 * Session writes from server actions and server components (the route handlers build their own Set-Cookie).
 * Both cookies are httpOnly and sealed: page scripts can read neither the token nor a remembered password.
 */
const REMEMBER_COOKIE = 'mc_remember';
const REMEMBER_MAX_AGE = 90 * 24 * 3600;

async function cookieOptions(maxAge: number) {
  const forwarded = (await headers()).get('x-forwarded-proto');
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge, secure: forwarded?.split(',')[0]?.trim() === 'https' };
}

export async function startSession(answer: SessionAnswer, options: { trial?: boolean; trialMerchant?: boolean } = {}) {
  const session = sessionOf(answer, options);
  (await cookies()).set(SESSION_COOKIE, await sealSession(session), await cookieOptions(secondsLeft(session)));
}

export async function endSession() {
  (await cookies()).set(SESSION_COOKIE, '', await cookieOptions(0));
}

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
  (await cookies()).set(REMEMBER_COOKIE, sealed, await cookieOptions(REMEMBER_MAX_AGE));
}

export async function forgetRemembered() {
  (await cookies()).set(REMEMBER_COOKIE, '', await cookieOptions(0));
}
