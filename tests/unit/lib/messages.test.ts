import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { routeTable } from '@/lib/routes/routeTable';
import { leaves } from '../support/catalogues';

const catalogues = { vi: leaves(vi), en: leaves(en), bn: leaves(bn) } as const;

// The spec's message keys are there, and no visible string escapes the messages
describe('messages', () => {
  it('vi, the default and the authority on keys, has no empty text (tests/unit/lib/catalogues.test.ts checks the others)', () => {
    for (const [key, text] of catalogues.vi) expect(text.trim(), key).not.toBe('');
  });

  it('carries the message keys the spec names', () => {
    for (const key of ['in_logged_login', 'in_sorry_in', 'in_pls_login', 'in_email_incorrect', 'in_chang_saved',
      'in_been_out', 'in_vwrite_code', 'free_reject']) {
      expect(catalogues.vi.has(`codes.${key}`), key).toBe(true);
    }
    for (let day = 0; day < 7; day += 1) expect(catalogues.vi.has(`week.week_${day}`)).toBe(true);
  });

  it('has a header title for every route of the route table', () => {
    for (const rule of routeTable.values()) expect(catalogues.vi.has(`titles.${rule.title}`), rule.path).toBe(true);
  });

  it('Bengali and English are really translated, not copies of Vietnamese', () => {
    let same = 0;
    for (const [key, text] of catalogues.vi) if (catalogues.bn.get(key) === text && !key.startsWith('languages.')) same += 1;
    expect(same).toBeLessThanOrEqual(2);
  });
});

const SOURCE_DIRS = ['app', 'components', 'features'];
const TEXT_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder', 'label']);
const LETTER = /\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)
      && LETTER.test(node.initializer.text)) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('visible strings go through the messages', () => {
  it('no component or page writes text a player sees outside the messages', () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) => untranslated(file).map((text) => `${file}: ${text}`));
    expect(offenders).toEqual([]);
  });
});
