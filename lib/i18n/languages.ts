/**
 * Every language the product can offer (SPEC §1 and §9's dictionaries), with the tag the app uses (BCP 47: the
 * document's `lang`, the catalogue's file name, Intl's locale), the code the platform expects on the wire (its
 * `Language` header and body fields) and the language's own name for the selector. The platform's "TY" is left out:
 * its meaning cannot be confirmed (README).
 */
export const LANGUAGES = [
  { tag: 'vi', platformCode: 'VI', name: 'Tiếng Việt', dir: 'ltr' },
  { tag: 'en', platformCode: 'EN', name: 'English', dir: 'ltr' },
  { tag: 'bn', platformCode: 'BN', name: 'বাংলা', dir: 'ltr' },
  { tag: 'zh-Hans', platformCode: 'CN', name: '简体中文', dir: 'ltr' },
  { tag: 'zh-Hant', platformCode: 'TW', name: '繁體中文', dir: 'ltr' },
  { tag: 'ja', platformCode: 'JA', name: '日本語', dir: 'ltr' },
  { tag: 'ko', platformCode: 'KO', name: '한국어', dir: 'ltr' },
  { tag: 'th', platformCode: 'TH', name: 'ไทย', dir: 'ltr' },
  { tag: 'lo', platformCode: 'LO', name: 'ລາວ', dir: 'ltr' },
  { tag: 'km', platformCode: 'KM', name: 'ខ្មែរ', dir: 'ltr' },
  { tag: 'my', platformCode: 'MY', name: 'မြန်မာ', dir: 'ltr' },
  { tag: 'id', platformCode: 'ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { tag: 'ms', platformCode: 'MS', name: 'Bahasa Melayu', dir: 'ltr' },
  { tag: 'hi', platformCode: 'HI', name: 'हिन्दी', dir: 'ltr' },
  { tag: 'ne', platformCode: 'NE', name: 'नेपाली', dir: 'ltr' },
  { tag: 'ta', platformCode: 'TA', name: 'தமிழ்', dir: 'ltr' },
  { tag: 'ur', platformCode: 'UR', name: 'اردو', dir: 'rtl' },
  { tag: 'ar', platformCode: 'AR', name: 'العربية', dir: 'rtl' },
  { tag: 'fa', platformCode: 'FA', name: 'فارسی', dir: 'rtl' },
  { tag: 'tr', platformCode: 'TR', name: 'Türkçe', dir: 'ltr' },
  { tag: 'ru', platformCode: 'RU', name: 'Русский', dir: 'ltr' },
  { tag: 'es', platformCode: 'ES', name: 'Español', dir: 'ltr' },
  { tag: 'pt', platformCode: 'PT', name: 'Português', dir: 'ltr' },
  { tag: 'fr', platformCode: 'FR', name: 'Français', dir: 'ltr' },
] as const;

export type LanguageTag = (typeof LANGUAGES)[number]['tag'];

/** The language's own name, as its speakers look for it in the selector. */
export function languageName(tag: string): string {
  return LANGUAGES.find((language) => language.tag === tag)?.name ?? tag;
}

/** The code the platform expects on the wire for a language of the table. */
export function platformCodeOf(tag: LanguageTag): string {
  return LANGUAGES.find((language) => language.tag === tag)!.platformCode;
}

/** The language a platform code names (its settings list the merchant's languages so); null for a code not in the table. */
export function tagOfPlatformCode(code: string): LanguageTag | null {
  const upper = code.trim().toUpperCase();
  return LANGUAGES.find((language) => language.platformCode === upper)?.tag ?? null;
}
