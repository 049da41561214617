import 'server-only';
import { config } from '@/lib/config';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { readCookie } from '@/lib/session/session';
import { cachedSettings, loadSettings } from '@/lib/settings/settings';
import { LOCALE_COOKIE, type Locale } from './locales';
import { languageOffer, visitorLanguage, type LanguageOffer } from './visitorLanguage';

/** The merchant's offer from settings already at hand (the proxy's): the container's override over the platform's. */
export function merchantOffer(settings: ConsolidatedSettings | null): LanguageOffer {
  return languageOffer(settings, config());
}

/** The merchant's offer now, from the cached settings: a change on the platform counts within SETTINGS_TTL_MS. */
export async function merchantLanguages(): Promise<LanguageOffer> {
  return merchantOffer((await loadSettings())?.settings ?? null);
}

/** A request's headers, as a Request, next/headers or a Node request (through a getter) give them. */
export interface LanguageHeaders {
  get(name: 'cookie' | 'accept-language'): string | null;
}

function decide(headers: LanguageHeaders, offer: LanguageOffer): Locale {
  return visitorLanguage({ cookie: readCookie(headers.get('cookie'), LOCALE_COOKIE), acceptLanguage: headers.get('accept-language') }, offer);
}

/** The visitor's language from the settings at hand only: a request refused unread waits for no platform. */
export function cachedRequestLanguage(headers: LanguageHeaders): Locale {
  return decide(headers, merchantOffer(cachedSettings()));
}

/** The visitor's language for this request (lib/i18n/visitorLanguage.ts decides), with the offer it was chosen from. */
export async function requestLanguage(headers: LanguageHeaders, offer?: LanguageOffer): Promise<{ locale: Locale; offer: LanguageOffer }> {
  const merchant = offer ?? (await merchantLanguages());
  return { locale: decide(headers, merchant), offer: merchant };
}
