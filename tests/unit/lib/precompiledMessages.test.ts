import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import catalogLoader from 'next-intl/extractor/catalogLoader';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatParsed from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';

/*
 * The build compiles the catalogues (next.config.mjs: next-intl's messages.precompile) and formats them without an
 * ICU parser; unit tests and any code outside the build read the JSON as written. Every text of every catalogue must
 * read the same both ways, whatever the arguments, so that precompiling cannot change a word on any screen, in
 * every language the product ships (SPEC §1 and §9).
 */

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, name) : [[name, value]];
  });
}

/** The catalogue as the build's loader hands it to the app. */
async function compiledCatalogue(locale: string): Promise<Tree> {
  const file = path.resolve('messages', `${locale}.json`);
  const code = await new Promise<string>((resolve, reject) => {
    const context = {
      getOptions: () => ({ messages: { format: 'json', precompile: true } }),
      async: () => (error: Error | null, output: string) => (error ? reject(error) : resolve(output)),
      resourcePath: file,
      rootContext: process.cwd(),
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(context, readFileSync(file, 'utf8'));
  });
  const literal = /^export default JSON\.parse\((.*)\);$/s.exec(code.trim())?.[1];
  if (!literal) throw new Error(`unexpected loader output: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal) as string) as Tree;
}

/** Each argument of a message with the values worth trying: every branch of a select, counts around each plural. */
function argumentChoices(elements: MessageFormatElement[], into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.set(element.value, into.get(element.value) ?? [`‹${element.value}›`]);
    else if (element.type === TYPE.number) into.set(element.value, [1234.5]);
    else if (element.type === TYPE.plural) {
      into.set(element.value, [0, 1, 2, 5, 21]);
      for (const option of Object.values(element.options)) argumentChoices(option.value, into);
    } else if (element.type === TYPE.select) {
      into.set(element.value, [...Object.keys(element.options).filter((key) => key !== 'other'), 'none of those']);
      for (const option of Object.values(element.options)) argumentChoices(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.set(element.value, [(chunks: unknown[]) => `[${element.value}:${chunks.join('')}]`]);
      argumentChoices(element.children, into);
    }
  }
  return into;
}

/** One set of values per choice of each argument, the others at their first choice. */
function valueSets(choices: Map<string, unknown[]>): Record<string, unknown>[] {
  const base = Object.fromEntries([...choices].map(([name, values]) => [name, values[0]]));
  const sets = [base];
  for (const [name, values] of choices) for (const value of values.slice(1)) sets.push({ ...base, [name]: value });
  return sets;
}

const text = (node: unknown): string => (Array.isArray(node) ? node.map(text).join('') : String(node));

describe('precompiled messages', () => {
  const shipped = readdirSync(path.resolve('messages')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
  it.each(shipped)('%s reads the same compiled as parsed, with every branch and argument', async (locale) => {
    const compiled = new Map(leaves(await compiledCatalogue(locale)));
    const written = leaves(JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree);
    const cache = _createCache();
    const options = { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'Asia/Ho_Chi_Minh' };
    expect(compiled.size).toBe(written.length);
    let compared = 0;
    for (const [key, message] of written) {
      expect(compiled.has(key), key).toBe(true);
      for (const values of valueSets(argumentChoices(parse(message as string)))) {
        const parsed = text(formatParsed(key, message as string, values as never, options));
        const precompiled = text(formatCompiled(key, compiled.get(key) as never, values as never, options));
        expect(precompiled, `${locale} ${key} ${JSON.stringify(values)}`).toBe(parsed);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(written.length);
  });
});
