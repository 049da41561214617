import 'server-only';
import { createTranslator } from 'next-intl';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/translator';
import type { CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { requestOptions } from '@/lib/request/context';
import { currencySymbol } from '@/lib/format/currencySymbol';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import { describeFailure, refusalEntry, type DescribedFailure } from './refusalTable';

/** The player's currency symbol, asked only for a refusal that names money (the look-up costs platform calls). */
async function symbolFor(error: unknown, options: () => Promise<CallOptions>): Promise<string | undefined> {
  if (!(error instanceof PlatformError) || error.kind !== 'refused' || !refusalEntry(error.code)?.namesMoney) return undefined;
  return currencySymbol(await options());
}

/** A failed platform call as a server action or a server component shows it, in the request's language. */
export async function refusalFor(error: unknown): Promise<DescribedFailure> {
  const [t, timeZone, symbol, locale] = await Promise.all([getTranslations(), getTimeZone(), symbolFor(error, requestOptions), getLocale()]);
  return describeFailure(error, runtimeKeys(t), { timeZone, currencySymbol: symbol, locale });
}

/** The same outside React rendering (route handlers, the backend-for-frontend), in the language they read. */
export async function refusalIn(error: unknown, locale: Locale, options: CallOptions = {}): Promise<DescribedFailure> {
  // The table's keys are checked against the catalogue by its type and its test, not by the translator's.
  const t = createTranslator({ locale, messages: await messagesFor(locale) });
  const symbol = await symbolFor(error, async () => ({ ...options, language: locale }));
  return describeFailure(error, runtimeKeys(t), { timeZone: config().TIME_ZONE, currencySymbol: symbol, locale });
}
