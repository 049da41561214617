import { localeDirection } from './locales';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The text form of `<bdi>` for a value placed inside a message (a username, a count, a masked number or address):
 * isolated, it reads left to right inside a right-to-left sentence, and its digits, stars and dots stay in their
 * order instead of joining the sentence around them. In a left-to-right language these values already run in the
 * sentence's own direction (usernames are letters and digits, SPEC §5), so the text stays exactly as written.
 */
export function bidiIsolate(locale: string): (value: string | number) => string {
  if (localeDirection(locale) === 'ltr') return String;
  return (value) => `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}
