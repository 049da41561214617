import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { expiredLoginPath } from '@/lib/routes/returnPath';
import { routeRule } from '@/lib/routes/routeTable';
import { currentSession } from '@/lib/session/currentSession';
import { SESSION_COOKIE } from '@/lib/session/session';
import type { CallOptions } from './platformClient';

/**
 * SPEC §8 "logged out": the player leaves for the login with the way back, and the dead cookie goes (a page
 * render may not write cookies; the revoked token already reads as signed out there, and the proxy drops it).
 */
async function leaveDeadSession(): Promise<never> {
  const list = await headers();
  try {
    (await cookies()).delete(SESSION_COOKIE);
  } catch {
    // Rendering a page: cookies are read-only here.
  }
  const pathname = list.get('x-mc-pathname') ?? '/m/home';
  redirect(expiredLoginPath(`${pathname}${list.get('x-mc-search') ?? ''}`, routeRule(pathname)?.loginPage));
}

/** The platform call options of the request being rendered: its language, member token and visitor IP. */
export const requestOptions = cache(async (): Promise<CallOptions> => {
  const [session, locale, requestHeaders] = await Promise.all([currentSession(), getLocale(), headers()]);
  return {
    token: session?.token ?? null,
    language: locale,
    forwardedFor: requestHeaders.get('x-forwarded-for'),
    onSessionGone: leaveDeadSession,
  };
});
