import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { currentSession } from '@/lib/session/currentSession';
import type { CallOptions } from './platformClient';

/** The platform call options of the request being rendered: its language, member token and visitor IP. */
export async function requestOptions(): Promise<CallOptions> {
  const [session, locale, requestHeaders] = await Promise.all([currentSession(), getLocale(), headers()]);
  return { token: session?.token ?? null, language: locale, forwardedFor: requestHeaders.get('x-forwarded-for') };
}
