import { LANGUAGES, type LanguageTag } from './languages';

/** Every language the product ships a catalogue for (lib/i18n/languages.ts); Vietnamese by default (SPEC §1). */
export const locales: readonly LanguageTag[] = LANGUAGES.map((language) => language.tag);
export type Locale = LanguageTag;
export const defaultLocale: Locale = 'vi';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeOf(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return LANGUAGES.find((language) => language.tag === locale)?.dir ?? 'ltr';
}
