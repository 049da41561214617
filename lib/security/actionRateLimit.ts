import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { takeAttempt, type RateBucket } from './rateLimit';

/**
 * For the server actions behind the forms: counts the attempt and answers the translated refusal the form shows
 * (keeping what was typed) when the visitor is over the limit, null otherwise.
 */
export async function rateLimitRefusal(bucket: RateBucket): Promise<string | null> {
  const verdict = takeAttempt(bucket, (await headers()).get('x-forwarded-for'));
  return verdict.allowed ? null : (await getTranslations('errors'))('rateLimited');
}
