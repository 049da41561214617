#!/usr/bin/env node
// Rewrites `#` in the plural branches of every catalogue as the plural's own argument (`{count}`): ICU formats `#`
// with the language's own digits (৭ in Bengali, ٧ in Arabic), a plain argument as written, and the product writes
// counts in Latin digits in every language. `node scripts/latin-counts.mjs` after adding a catalogue.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const dir = join(import.meta.dirname, '..', 'messages');

function pluralNames(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      into.add(element.value);
      for (const option of Object.values(element.options)) pluralNames(option.value, into);
    } else if (element.type === TYPE.select) for (const option of Object.values(element.options)) pluralNames(option.value, into);
    else if (element.type === TYPE.tag) pluralNames(element.children, into);
  }
  return into;
}

function rewrite(text) {
  if (!text.includes('#')) return text;
  const names = [...pluralNames(parse(text))];
  if (names.length !== 1) return text;
  return text.replaceAll('#', `{${names[0]}}`);
}

function walk(tree) {
  for (const [key, value] of Object.entries(tree)) tree[key] = typeof value === 'string' ? rewrite(value) : walk(value);
  return tree;
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = `${JSON.stringify(walk(JSON.parse(before)), null, 2)}\n`;
  if (after !== before) writeFileSync(path, after);
}
