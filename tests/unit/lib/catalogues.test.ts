import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { catalogue, shippedCatalogues } from '../support/catalogues';

/*
 * SPEC §1 and §9: every language the product offers has a complete catalogue. Each one carries exactly the keys of
 * Vietnamese (the default), the same ICU arguments in every message, the plural categories its own language needs
 * (Intl.PluralRules: Arabic has six), and is really translated: no text left as the English one, except names kept
 * as written in every market (below).
 */

const shipped = shippedCatalogues();
const vi = catalogue('vi');
const en = catalogue('en');

/** Texts that stay as English writes them in every market: game names, the mail address's word, a bare range. */
const SAME_AS_ENGLISH = new Set([
  'home.hotMatch.vs', 'forget.byEmail', 'forget.email', 'security.email', 'myAccount.email',
  'games.classify.jackpot', 'games.classify.megaways', 'games.classify.baccarat', 'games.classify.roulette',
  'games.classify.blackjack',
]);

/** Every argument a message uses, with its kind (plain, number, plural, select, tag). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}`);
    else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(`${element.value}:${TYPE[element.type]}`);
    else if (element.type === TYPE.plural) {
      into.add(`${element.value}:plural`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.select) {
      into.add(`${element.value}:select`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

/** The plural elements of a message, each with the categories it answers. */
function pluralsOf(elements: MessageFormatElement[], into: string[][] = []): string[][] {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.push(Object.keys(element.options));
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    } else if (element.type === TYPE.select) for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    else if (element.type === TYPE.tag) pluralsOf(element.children, into);
  }
  return into;
}

/** The arguments' names only: Vietnamese counts without plural forms where other languages need them. */
const names = (found: Set<string>) => [...new Set([...found].map((argument) => argument.split(':')[0]))].sort();

const LETTER = /\p{L}/u;
const withoutArguments = (text: string) => text.replace(/\{[^{}]*\}/g, '');

describe('catalogues', () => {
  it('every catalogue shipped is a language of the table, and every language of the table has one', () => {
    const tags: string[] = LANGUAGES.map((language) => language.tag);
    for (const tag of shipped) expect(tags, tag).toContain(tag);
    expect([...shipped].sort()).toEqual([...tags].sort());
  });

  describe.each(shipped.filter((tag) => tag !== 'vi'))('%s', (tag) => {
    const texts = catalogue(tag);

    it('has exactly the keys of Vietnamese', () => {
      expect([...texts.keys()].sort()).toEqual([...vi.keys()].sort());
    });

    it('uses the same ICU arguments as Vietnamese in every message', () => {
      const different: string[] = [];
      for (const [key, text] of texts) {
        const source = vi.get(key);
        if (source === undefined) continue;
        const mine = names(argumentsOf(parse(text)));
        const theirs = names(argumentsOf(parse(source)));
        if (mine.join() !== theirs.join()) different.push(`${key}: ${mine.join()} ≠ ${theirs.join()}`);
      }
      expect(different).toEqual([]);
    });

    it('answers every plural category of its language in each plural message', () => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const [key, text] of texts) {
        for (const options of pluralsOf(parse(text))) {
          for (const category of categories) if (!options.includes(category)) missing.push(`${key}: ${category}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it("writes counts with their argument, never #, which ICU writes in the language's own digits (৭, ٧)", () => {
      const hashed = [...texts].filter(([, text]) => pluralsOf(parse(text)).length > 0 && /(^|[^'])#/.test(text)).map(([key]) => key);
      expect(hashed, 'run node scripts/latin-counts.mjs').toEqual([]);
    });

    it('has no empty text and no text left in English', () => {
      const left: string[] = [];
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        if (tag === 'en' || SAME_AS_ENGLISH.has(key) || !LETTER.test(withoutArguments(text))) continue;
        if (text === en.get(key)) left.push(key);
      }
      expect(left).toEqual([]);
    });
  });
});
