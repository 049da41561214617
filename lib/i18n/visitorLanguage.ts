import { match } from '@formatjs/intl-localematcher';
import { tagOfPlatformCode } from './languages';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The languages the merchant offers its visitors, in the selector's order, and the one a visitor gets by default. */
export interface LanguageOffer {
  languages: readonly Locale[];
  defaultLanguage: Locale;
}

/** SPEC §1: Vietnamese by default, English and Bengali besides, when neither the platform nor the operator says. */
const SPEC_OFFER: LanguageOffer = { languages: ['vi', 'en', 'bn'], defaultLanguage: defaultLocale };

/** What the platform's settings say (SPEC §3 client config: `language` and `languages`, as platform codes). */
export interface PlatformLanguages {
  language?: string | null;
  languages?: readonly string[] | null;
}

/** The operator's override for this container (LANGUAGES and DEFAULT_LANGUAGE, lib/config.ts). */
export interface OperatorLanguages {
  LANGUAGES?: readonly Locale[];
  DEFAULT_LANGUAGE?: Locale;
}

/**
 * The merchant's offer: the operator's list over the platform's, the platform's over SPEC §1's; a code the table does
 * not know is left out. The default is always offered: the operator's or the platform's when it is in the list,
 * else Vietnamese when offered, else the first of the list.
 */
export function languageOffer(platform: PlatformLanguages | null, operator: OperatorLanguages): LanguageOffer {
  const fromPlatform = [...new Set((platform?.languages ?? []).map(tagOfPlatformCode).filter((tag) => tag !== null))];
  const platformDefault = platform?.language ? tagOfPlatformCode(platform.language) : null;
  let languages: readonly Locale[] = operator.LANGUAGES?.length ? operator.LANGUAGES : fromPlatform.length ? fromPlatform : SPEC_OFFER.languages;
  const operatorDefault = operator.DEFAULT_LANGUAGE;
  // The operator's default is offered even where only the platform lists the languages.
  if (operatorDefault && !languages.includes(operatorDefault)) languages = [operatorDefault, ...languages];
  const defaultLanguage =
    [operatorDefault, platformDefault, defaultLocale].find((tag): tag is Locale => Boolean(tag) && languages.includes(tag!)) ?? languages[0]!;
  return { languages, defaultLanguage };
}

/** An `Accept-Language` header's languages, most wanted first; `*`, refused (q=0) and malformed entries left out. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(parameter)).find(Boolean);
      return { range: range.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ range, q }) => q > 0 && range !== '*' && isLanguageTag(range))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ range }) => range);
}

function isLanguageTag(range: string): boolean {
  try {
    return Intl.getCanonicalLocales(range).length === 1;
  } catch {
    return false;
  }
}

/** What a request says about its visitor's language. */
export interface LanguageRequest {
  /** The language cookie (the selector's choice), if any. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The visitor's language, the one decision every way in uses (proxy, pages, doors, server hooks, status pages): the
 * selector's choice while the merchant offers it; a choice no longer offered gives the merchant's default; without a
 * choice, the browser's best offered language (`Accept-Language`), else the default.
 */
export function visitorLanguage(request: LanguageRequest, offer: LanguageOffer): Locale {
  const { cookie, acceptLanguage } = request;
  if (cookie) return isLocale(cookie) && offer.languages.includes(cookie) ? cookie : offer.defaultLanguage;
  const accepted = acceptLanguage ? acceptedLanguages(acceptLanguage.slice(0, 1024)) : [];
  if (accepted.length === 0) return offer.defaultLanguage;
  const chosen = match(accepted, [...offer.languages], offer.defaultLanguage, { algorithm: 'best fit' });
  return isLocale(chosen) ? chosen : offer.defaultLanguage;
}
