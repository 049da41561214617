import { compilePattern } from './registerSchema';

/**
 * The rules a registration pattern (row 15) sets, said in words the player reads before typing (SPEC §5: each
 * field is checked against its configured pattern). The platform's own message is English only and names no rule,
 * so the rules are read from the pattern itself: its length, its first character, the characters it allows and
 * what its look-aheads require. A pattern this cannot read gives no rules; the full pattern still checks the field.
 */
export type PatternRuleKey =
  | 'length' | 'lengthExact' | 'lengthMin' | 'lengthMax'
  | 'startsWithLetter' | 'lettersDigits' | 'digitsOnly' | 'noSpaces' | 'noDigitsSymbols'
  | 'uppercase' | 'lowercase' | 'digit' | 'email';

export interface PatternRule {
  key: PatternRuleKey;
  /** Figures the wording names (min, max). */
  values?: Record<string, number>;
  /** Whether a typed value keeps this rule; an empty value keeps none. */
  test: (value: string) => boolean;
}

interface Atom {
  source: string;
  min: number;
  max: number;
}

const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index));
const DIGITS = '0123456789';
const LETTER = /^[A-Za-z]$/;

/** `[...]`, an escape such as `\d`, `.` or one literal character, at `at`; null past the end. */
function readAtom(pattern: string, at: number): { source: string; end: number } | null {
  const char = pattern[at];
  if (char === undefined) return null;
  if (char === '[') {
    let index = at + 1;
    if (pattern[index] === '^') index += 1;
    if (pattern[index] === ']') index += 1;
    while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
    if (index >= pattern.length) return null;
    return { source: pattern.slice(at, index + 1), end: index + 1 };
  }
  if (char === '\\') {
    // \xHH outside a class is rare in these patterns; keep the escape whole so the RegExp reads it.
    const length = pattern[at + 1] === 'x' ? 4 : pattern[at + 1] === 'u' ? 6 : 2;
    return { source: pattern.slice(at, at + length), end: at + length };
  }
  if ('()|?*+{}^$'.includes(char)) return null;
  return { source: char, end: at + 1 };
}

function readQuantifier(pattern: string, at: number): { min: number; max: number; end: number } {
  const char = pattern[at];
  if (char === '+') return { min: 1, max: Infinity, end: at + 1 };
  if (char === '*') return { min: 0, max: Infinity, end: at + 1 };
  if (char === '?') return { min: 0, max: 1, end: at + 1 };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!braces) return { min: 1, max: 1, end: at };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
  return { min, max, end: at + braces[0].length };
}

/** The look-aheads `(?=.*X)` at the start and the atoms after them, or null when the pattern is another shape. */
function parse(pattern: string): { requires: string[]; atoms: Atom[] } | null {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return null;
  const body = pattern.slice(1, -1);
  const requires: string[] = [];
  let at = 0;
  while (body.startsWith('(?=.*', at)) {
    const atom = readAtom(body, at + 5);
    if (!atom || body[atom.end] !== ')') return null;
    requires.push(atom.source);
    at = atom.end + 1;
  }
  const atoms: Atom[] = [];
  while (at < body.length) {
    const atom = readAtom(body, at);
    if (!atom) return null;
    const quantifier = readQuantifier(body, atom.end);
    if (body[quantifier.end] === '?') return null;
    atoms.push({ source: atom.source, min: quantifier.min, max: quantifier.max });
    at = quantifier.end;
  }
  return atoms.length > 0 ? { requires, atoms } : null;
}

function matcher(source: string): RegExp | null {
  return compilePattern(`^${source}$`);
}

/** The printable ASCII characters an atom allows. */
function allowed(regex: RegExp): string[] {
  return PRINTABLE.filter((char) => regex.test(char));
}

const only = (chars: string[], set: (char: string) => boolean) => chars.length > 0 && chars.every(set);
const isDigit = (char: string) => DIGITS.includes(char);
const isAlnum = (char: string) => isDigit(char) || LETTER.test(char);

function lengthRule(min: number, max: number): PatternRule | null {
  const test = (value: string) => value.length >= min && value.length <= max;
  if (max === Infinity) return min > 1 ? { key: 'lengthMin', values: { min }, test } : null;
  if (min === max) return { key: 'lengthExact', values: { min }, test };
  if (min <= 1) return { key: 'lengthMax', values: { max }, test };
  return { key: 'length', values: { min, max }, test };
}

function requiredRule(source: string): PatternRule | null {
  const regex = matcher(source);
  if (!regex) return null;
  const chars = allowed(regex);
  const test = (value: string) => [...value].some((char) => regex.test(char));
  if (chars.join('') === 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') return { key: 'uppercase', test };
  if (chars.join('') === 'abcdefghijklmnopqrstuvwxyz') return { key: 'lowercase', test };
  if (chars.join('') === DIGITS) return { key: 'digit', test };
  return null;
}

/** The field's rules, in the order a player meets them: length, first character, characters, what it must hold. */
export function patternRules(field: string, pattern: string | null | undefined): PatternRule[] {
  const whole = compilePattern(pattern);
  if (!pattern || !whole) return [];
  if (field === 'email') return [{ key: 'email', test: (value) => whole.test(value) }];
  const parsed = parse(pattern);
  if (!parsed) return [];
  const atoms = parsed.atoms.map((atom) => ({ ...atom, regex: matcher(atom.source) }));
  if (atoms.some((atom) => !atom.regex)) return [];
  const rules: PatternRule[] = [];

  const length = lengthRule(
    atoms.reduce((sum, atom) => sum + atom.min, 0),
    atoms.reduce((sum, atom) => sum + atom.max, 0),
  );
  if (length) rules.push(length);

  const first = atoms[0]!;
  const firstChars = allowed(first.regex!);
  if (atoms.length > 1 && first.min === 1 && first.max === 1 && only(firstChars, (char) => LETTER.test(char))) {
    rules.push({ key: 'startsWithLetter', test: (value) => first.regex!.test(value.charAt(0)) });
  }

  const union = [...new Set(atoms.flatMap((atom) => allowed(atom.regex!)))];
  const eachAllowed = (value: string) => [...value].every((char) => atoms.some((atom) => atom.regex!.test(char)));
  if (only(union, isDigit)) rules.push({ key: 'digitsOnly', test: eachAllowed });
  else if (only(union, isAlnum)) rules.push({ key: 'lettersDigits', test: eachAllowed });
  else if (union.length === PRINTABLE.length - 1 && !union.includes(' ')) rules.push({ key: 'noSpaces', test: eachAllowed });
  else if (union.includes(' ') && !union.some(isDigit) && union.some((char) => LETTER.test(char))) {
    rules.push({ key: 'noDigitsSymbols', test: eachAllowed });
  }

  for (const source of parsed.requires) {
    const rule = requiredRule(source);
    if (rule) rules.push(rule);
  }
  return rules;
}

/** A rule's state for the typed value: nothing typed yet says neither met nor unmet. */
export function ruleState(rule: PatternRule, value: string | undefined): 'pending' | 'met' | 'unmet' {
  if (!value) return 'pending';
  return rule.test(value) ? 'met' : 'unmet';
}
