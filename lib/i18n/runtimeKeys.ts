/**
 * A translator asked with keys known only at run time: a platform status, type or code, a field name from the
 * platform's form settings, a key a table builds. Keys written in code are checked at compile time (next-intl's
 * AppConfig, i18n/appConfig.ts); these cannot be, so `has` checks them at run time, and only through here.
 */
export interface RuntimeTranslate {
  (key: string, values?: Record<string, string | number | Date>): string;
  has(key: string): boolean;
}

/** Any next-intl translator (useTranslations, getTranslations, createTranslator), asked with run-time keys. */
export function runtimeKeys(t: { has(key: string): boolean }): RuntimeTranslate {
  return t as unknown as RuntimeTranslate;
}

/** The text of `key` when the catalogue has it, else `fallback` (typically the platform's value as it came). */
export function textOr(
  t: { has(key: string): boolean },
  key: string,
  fallback: string,
  values?: Record<string, string | number | Date>,
): string {
  const translate = runtimeKeys(t);
  return translate.has(key) ? translate(key, values) : fallback;
}
