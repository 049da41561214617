import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [inner, text] of leaves(value, name)) out.set(inner, text);
  }
  return out;
}

/** The catalogue of one language tag, as written. */
export const catalogue = (tag: string) => leaves(JSON.parse(readFileSync(path.resolve('messages', `${tag}.json`), 'utf8')) as Tree);

/** The language tags the product ships a catalogue for. */
export const shippedCatalogues = () => readdirSync(path.resolve('messages')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
