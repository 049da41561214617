// The merchant's languages (row 14 `language` and `languages`) and the `Language` of a request. The platform speaks
// codes (VI, EN, CN, TW...); its own texts (agreement, security questions, lottery names) are keyed by the
// lowercase tag the product used to send (vi, en, bn), which old callers still send and which it still accepts.

/** Every language code the merchant may offer, each with the key of the platform's own texts in that language. */
export const LANGUAGE_CODES = /** @type {const} */ ({
  VI: 'vi', EN: 'en', BN: 'bn', CN: 'zh-hans', TW: 'zh-hant', JA: 'ja', KO: 'ko', TH: 'th', LO: 'lo', KM: 'km', MY: 'my',
  ID: 'id', MS: 'ms', HI: 'hi', NE: 'ne', TA: 'ta', UR: 'ur', AR: 'ar', FA: 'fa', TR: 'tr', RU: 'ru', ES: 'es', PT: 'pt',
  FR: 'fr',
});

/** The keys of the platform's texts written right to left. */
export const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'ur']);

/** The default merchant offers every language, Vietnamese first and by default. */
export const DEFAULT_LANGUAGE = 'VI';
export const DEFAULT_LANGUAGES = Object.keys(LANGUAGE_CODES);

/**
 * @param {unknown} code
 * @returns {code is keyof typeof LANGUAGE_CODES}
 */
export function isLanguageCode(code) {
  return typeof code === 'string' && Object.hasOwn(LANGUAGE_CODES, code);
}

/**
 * The key of the platform's texts for a request's language: a code (any case), or the old lowercase tag as sent.
 * @param {string} language
 */
export function textLanguage(language) {
  const code = language.trim().toUpperCase();
  return isLanguageCode(code) ? LANGUAGE_CODES[code] : language.trim().toLowerCase();
}
