/** The product's languages (SPEC §1: Vietnamese by default, English and Bengali). */
export const locales = ['vi', 'en', 'bn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeOf(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** Right-to-left scripts among the platform's languages (SPEC §9), for when they are added. */
const RTL = new Set(['ar', 'fa', 'ur']);

export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}
