import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { config } from '@/lib/config';
import type { SessionAnswer } from '@/lib/platform/schemas';
import { SESSION_LIFETIME_SECONDS as SESSION_TTL_SECONDS } from './lifetime';
import { isRevoked } from './revokedTokens';

/** What SPEC §3 keeps as MC_SESSION_INFO, held in a sealed httpOnly cookie instead of session storage. */
export const sessionData = z.object({
  token: z.string().min(1),
  userName: z.string(),
  type: z.number().int(),
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
  /** A free-play or trial account (SPEC §6 free_reject). */
  trial: z.boolean().default(false),
  /** When the platform token ends (ms); the cookie and the session end with it. */
  expiresAt: z.number().int().optional(),
  /** When the player was last seen (ms): a session idle longer than SESSION_IDLE_MINUTES is over. */
  seenAt: z.number().int().optional(),
});
export type SessionData = z.infer<typeof sessionData>;

/** What a page may know and show about the visitor: never the token. */
export interface Viewer {
  loggedIn: boolean;
  userName: string | null;
  type: number | null;
  trial: boolean;
}

export const SESSION_COOKIE = 'mc_session';

export const signedOut: Viewer = { loggedIn: false, userName: null, type: null, trial: false };

export function viewerOf(session: SessionData | null): Viewer {
  if (!session) return signedOut;
  return { loggedIn: true, userName: session.userName, type: session.type, trial: session.trial };
}

/** The session of a sign-in answer (rows 2, 4, 5, 7, 8): the one place a session is made. */
export function sessionOf(
  answer: SessionAnswer,
  options: { trial?: boolean; trialMerchant?: boolean } = {},
): SessionData {
  const env = config();
  const lifetime = Math.min(answer.expiresIn ?? SESSION_TTL_SECONDS, SESSION_TTL_SECONDS);
  return {
    token: answer.token,
    userName: answer.userName,
    type: answer.customerType,
    merchantCode: options.trialMerchant ? env.TRIAL_MERCHANT_CODE : env.MERCHANT_CODE,
    firstTimeLogin: answer.firstTimeLogin,
    trial: options.trial ?? false,
    expiresAt: Date.now() + lifetime * 1000,
    seenAt: Date.now(),
  };
}

/** How often a page view renews the idle clock: renewing means sealing the cookie again, so not on every view. */
export const SEEN_REFRESH_MS = 10 * 60 * 1000;

function idle(data: SessionData): boolean {
  return data.seenAt !== undefined && Date.now() - data.seenAt > config().SESSION_IDLE_MINUTES * 60 * 1000;
}

/** A session whose idle clock should be renewed now (the proxy seals it again with the new time). */
export function needsSeenRefresh(data: SessionData): boolean {
  return data.seenAt !== undefined && Date.now() - data.seenAt > SEEN_REFRESH_MS;
}

/** Seconds the session has left: the platform token's, at most the cookie's own lifetime. */
export function secondsLeft(data: SessionData): number {
  if (!data.expiresAt) return SESSION_TTL_SECONDS;
  return Math.max(0, Math.min(SESSION_TTL_SECONDS, Math.floor((data.expiresAt - Date.now()) / 1000)));
}

export function sealSession(data: SessionData): Promise<string> {
  return sealData(sessionData.parse(data), { password: config().SESSION_SECRET, ttl: Math.max(1, secondsLeft(data)) });
}

// Opening a seal derives two keys with PBKDF2 through WebCrypto, the largest CPU cost of a signed-in page view (a
// view opens its cookie twice: in the proxy, then in the render). A seal that opened is remembered by its exact
// text and the secret that opened it, until its own expiry or for a minute, whichever comes first; the checks on
// its contents (remaining time, idle clock, revocation) still run on every read. Shared through globalThis: the
// proxy and the pages are separate bundles of one process.
const OPENED_SEAL_MS = 60_000;
const OPENED_SEALS_MAX = 2000;
interface OpenedSeal {
  secret: string;
  data: unknown;
  until: number;
}
const sealHolder = globalThis as typeof globalThis & { __mcOpenedSeals?: Map<string, OpenedSeal> };
const openedSeals = (sealHolder.__mcOpenedSeals ??= new Map());

/** The expiry iron wrote into a seal (ms), or null when it has none. */
function sealExpiry(sealed: string): number | null {
  const expiration = sealed.split('~')[0]?.split('*')[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : null;
}

async function openSeal(sealed: string, secret: string): Promise<unknown> {
  const now = Date.now();
  const known = openedSeals.get(sealed);
  if (known && known.secret === secret && known.until > now) return known.data;
  const data = await unsealData<unknown>(sealed, { password: secret, ttl: SESSION_TTL_SECONDS });
  // iron answers {} for a seal that does not open: only what opened is remembered.
  if (data && typeof data === 'object' && Object.keys(data).length > 0) {
    if (openedSeals.size >= OPENED_SEALS_MAX) {
      for (const [key, entry] of openedSeals) if (entry.until <= now) openedSeals.delete(key);
      if (openedSeals.size >= OPENED_SEALS_MAX) openedSeals.delete(openedSeals.keys().next().value!);
    }
    openedSeals.set(sealed, { secret, data, until: Math.min(sealExpiry(sealed) ?? Infinity, now + OPENED_SEAL_MS) });
  }
  return data;
}

/** A tampered, expired, foreign or revoked cookie reads as signed out. */
export async function unsealSession(sealed: string | undefined | null): Promise<SessionData | null> {
  if (!sealed) return null;
  try {
    const data = await openSeal(sealed, config().SESSION_SECRET);
    const parsed = sessionData.safeParse(data);
    if (!parsed.success || secondsLeft(parsed.data) === 0 || idle(parsed.data) || (await isRevoked(parsed.data.token))) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * The attributes of the app's own cookies (session, remembered login): httpOnly, so page scripts read neither the
 * token nor a remembered password; Secure whenever the visitor came over HTTPS. Declared once for both writers
 * below (a Set-Cookie header in the proxy and the route handlers, the cookie jar in server actions).
 */
export function cookieAttributes(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge, secure };
}

/** The Set-Cookie value for a session cookie (the proxy and the route handlers answer with it). */
export function sessionCookie(sealed: string | null, secure: boolean, maxAge = SESSION_TTL_SECONDS): string {
  const attributes = cookieAttributes(secure, sealed ? maxAge : 0);
  const parts = [`${SESSION_COOKIE}=${sealed ?? ''}`, `Path=${attributes.path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${attributes.maxAge}`];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** True when the request being handled by a server action or component came over HTTPS. */
export async function secureRequestNow(): Promise<boolean> {
  return (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** Starts the session of a sign-in answer from a server action. */
export async function startSession(answer: SessionAnswer, options: { trial?: boolean; trialMerchant?: boolean } = {}) {
  const session = sessionOf(answer, options);
  (await cookies()).set(SESSION_COOKIE, await sealSession(session), cookieAttributes(await secureRequestNow(), secondsLeft(session)));
}

/** Ends the session from a server action. */
export async function endSession() {
  (await cookies()).set(SESSION_COOKIE, '', cookieAttributes(await secureRequestNow(), 0));
}

/** Reads one cookie from a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** True when the visitor reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]!.trim() === 'https';
  return new URL(request.url).protocol === 'https:';
}
