// The platform's own content (banners, notices, popups, inbox) per language, one JSON file a language keyed by text
// id. A request gets its `Language`; a text that language lacks comes in the merchant's default language, never in
// a third one (only Vietnamese, English and Bengali carry every text; the other languages the home screen's).
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, textLanguage } from '../languages.mjs';

/** @type {Record<string, Record<string, string>>} */
export const CONTENT = Object.fromEntries(
  Object.values(LANGUAGE_CODES).map((tag) => [tag, JSON.parse(readFileSync(new URL(`./${tag}.json`, import.meta.url), 'utf8'))]),
);

/**
 * The text `id` in `language` (a key of the platform's texts, as `textLanguage` gives), else in the merchant's
 * default language (a platform code, row 14 `language`).
 * @param {string} id
 * @param {string} language
 * @param {string} defaultLanguage
 */
export function contentText(id, language, defaultLanguage) {
  const text = CONTENT[language]?.[id] ?? CONTENT[textLanguage(defaultLanguage)]?.[id];
  if (text === undefined) throw new Error(`No seeded text ${id} in ${language} or ${defaultLanguage}`);
  return text;
}

/**
 * A banner picture's CDN path in the reader's language: its drawn title is a text too. The plain path is drawn in
 * the platform's default language (assets.mjs); a language with texts of its own gets its own picture.
 * @param {number} id
 * @param {string} language
 */
export function bannerPicture(id, language) {
  const own = language !== textLanguage(DEFAULT_LANGUAGE) && CONTENT[language] !== undefined;
  return own ? `/banners/${id}.${language}.jpg` : `/banners/${id}.jpg`;
}

/**
 * A kept remark (types.mjs Remark) as a report writes it: a text id in the reader's language with its arguments put
 * in, or a name as it is.
 * @param {import('../types.mjs').Remark} remark
 * @param {string} language
 * @param {string} defaultLanguage
 */
export function remarkText(remark, language, defaultLanguage) {
  if (typeof remark === 'string') return remark;
  return contentText(remark.id, language, defaultLanguage).replace(/\{(\w+)\}/g, (_, name) => remark.args?.[name] ?? '');
}
