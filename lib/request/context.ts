import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale, getTimeZone } from 'next-intl/server';
import { cache } from 'react';
import type { z } from 'zod';
import { currencySymbol } from '@/lib/format/currencySymbol';
import { dateFormatIn, type DateFormat } from '@/lib/format/formatDate';
import { moneyFormatIn, type MoneyFormat } from '@/lib/format/formatMoney';
import { localeOf } from '@/lib/i18n/locales';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import type { PlatformCall } from '@/lib/platform/defineCall';
import { expiredLoginPath } from '@/lib/routes/returnPath';
import { loginAfterSession } from '@/lib/routes/routeTable';
import { MEMBER_HEADER } from '@/lib/routes/sharedRenders';
import { SESSION_COOKIE, unsealSession, viewerOf, type SessionData, type Viewer } from '@/lib/session/session';
import { loadSettings, type SettingsSnapshot } from '@/lib/settings/settings';

/**
 * The context of the request being handled, the one way pages, screens and server actions reach it: each part is
 * worked out at most once per request (React `cache`) and only when something asks for it, so a screen that
 * needs no settings never waits on them.
 */

/** The session, its cookie unsealed once per request. */
export const currentSession = cache(async (): Promise<SessionData | null> => {
  const jar = await cookies();
  return unsealSession(jar.get(SESSION_COOKIE)?.value);
});

/** What the page may know about the visitor (never the token). */
export const currentViewer = cache(async (): Promise<Viewer> => viewerOf(await currentSession()));

/**
 * A member shell's one bit about the visitor: the proxy's verdict on the session, read without the session (a
 * shared member shell is rendered without its cookie).
 */
export const currentMemberBit = cache(async (): Promise<boolean> => (await headers()).get(MEMBER_HEADER) === '1');

/** The consolidated platform settings as served to this request (one snapshot for the whole render). */
export const currentSettings = cache(async (): Promise<SettingsSnapshot | null> => loadSettings());

/**
 * SPEC §8 "logged out": the player leaves for the login with the way back, and the dead cookie goes (a page
 * render may not write cookies; the revoked token already reads as signed out there, and the proxy drops it).
 */
async function leaveDeadSession(ended: SessionData | null): Promise<never> {
  const list = await headers();
  try {
    (await cookies()).delete(SESSION_COOKIE);
  } catch {
    // Rendering a page: cookies are read-only here.
  }
  const pathname = list.get('x-mc-pathname') ?? '/m/home';
  redirect(expiredLoginPath(`${pathname}${list.get('x-mc-search') ?? ''}`, loginAfterSession(pathname, ended?.type)));
}

/** The platform call options of the request: its language, member token and visitor IP. */
export const requestOptions = cache(async (): Promise<CallOptions> => {
  const [session, locale, requestHeaders] = await Promise.all([currentSession(), getLocale(), headers()]);
  return {
    token: session?.token ?? null,
    language: localeOf(locale),
    forwardedFor: requestHeaders.get('x-forwarded-for'),
    // The session the call was made with: by the time the platform says it ended, the token reads as revoked.
    onSessionGone: () => leaveDeadSession(session),
  };
});

/** A platform call made for this request: its language, the member's token and the visitor's IP attached. */
export async function askPlatform<Input extends z.ZodType, Answer extends z.ZodType>(
  call: PlatformCall<Input, Answer>,
  input: z.input<Input>,
): Promise<z.infer<Answer>> {
  return callPlatform(call, input, await requestOptions());
}

/** Dates as this request shows them: the named formats in the merchant time zone of next-intl's config (i18n/request.ts). */
export const dateFormat = cache(async (): Promise<DateFormat> => dateFormatIn(await getTimeZone()));

/** The currency symbol of this request's money (the wallet's, else the merchant's, else ￥), asked once per request. */
export const currentCurrencySymbol = cache(async (): Promise<string> => currencySymbol(await requestOptions()));

/** Money as this request shows it: the one pattern (#,##0.00) with the merchant's currency symbol (SPEC §1). */
export const moneyFormat = cache(async (): Promise<MoneyFormat> => moneyFormatIn(await getLocale(), await currentCurrencySymbol()));

/** The moment this request renders, read once so every part of a screen counts days and ranges from one instant. */
export const requestNow = cache((): number => Date.now());
