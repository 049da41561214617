import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { localeOf, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/translator';
import { describeFailure, type DescribedFailure } from './refusalTable';

/** A failed platform call as a server action or a server component shows it, in the request's language. */
export async function refusalFor(error: unknown): Promise<DescribedFailure> {
  const [t, locale, timeZone] = await Promise.all([getTranslations(), getLocale(), getTimeZone()]);
  return describeFailure(error, t, { locale: localeOf(locale), timeZone });
}

/** The same outside React rendering (route handlers, the backend-for-frontend), in the language they read. */
export function refusalIn(error: unknown, locale: Locale): DescribedFailure {
  // The table's keys are checked against the catalogue by its type and its test, not by the translator's.
  const t = createTranslator({ locale, messages: messages[locale] as Messages });
  return describeFailure(error, t, { locale, timeZone: config().TIME_ZONE });
}
