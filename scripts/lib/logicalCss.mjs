// Layout through logical properties only, so a right-to-left language (ar, fa, ur) mirrors the screen by `dir`
// alone: a physical side in the product's CSS stays put and breaks the mirrored layout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SIDE = '(?:left|right)';
const PHYSICAL_PROPERTY = new RegExp(
  `^(?:${SIDE}|(?:margin|padding|scroll-margin|scroll-padding)-${SIDE}|border-${SIDE}(?:-(?:width|style|color))?|border-(?:top|bottom)-${SIDE}-radius)$`,
);
const SIDE_VALUED_PROPERTY = /^(?:text-align|float|clear)$/;
// Four values run top, right, bottom, left: a right that differs from the left is a physical side.
const BOX_SHORTHAND = /^(?:margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;
const LOGICAL_FOR = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'text-align': 'text-align: start / end',
  float: 'float: inline-start / inline-end',
  clear: 'clear: inline-start / inline-end',
};

/** Product CSS: the app's, the shared components' and the features' stylesheets. */
export const PRODUCT_CSS_ROOTS = ['app', 'components', 'features'];

/** The values of a declaration, split on spaces outside parentheses (`calc(8px + 4px)` is one). */
function valueTokens(value) {
  const tokens = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

function unevenSides(property, value) {
  if (!BOX_SHORTHAND.test(property)) return false;
  const tokens = valueTokens(value);
  return tokens.length === 4 && tokens[1] !== tokens[3];
}

function logicalFor(property, value) {
  if (BOX_SHORTHAND.test(property) && !PHYSICAL_PROPERTY.test(property)) {
    const [top, right, bottom, left] = valueTokens(value);
    const block = top === bottom ? top : `${top} ${bottom}`;
    return `${property}-block: ${block}; ${property}-inline: ${left} ${right}`;
  }
  if (LOGICAL_FOR[property]) return LOGICAL_FOR[property];
  return property
    .replace(/^border-(top|bottom)-(left|right)-radius$/, (_, block, side) => `border-${block === 'top' ? 'start' : 'end'}-${side === 'left' ? 'start' : 'end'}-radius`)
    .replace(/-(left|right)/, (_, side) => `-inline-${side === 'left' ? 'start' : 'end'}`);
}

/** Each declaration of `css` naming a physical side, with its line and the logical property to use instead. */
export function physicalDeclarations(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found = [];
  // A declaration follows `{` or `;` and ends at `;` or `}`; a selector such as `a:hover {` never does.
  const declaration = /(?<=[{;]\s*)([a-z-]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g;
  for (const match of text.matchAll(declaration)) {
    const [, property, value] = match;
    const physical =
      PHYSICAL_PROPERTY.test(property) ||
      (SIDE_VALUED_PROPERTY.test(property) && new RegExp(`^${SIDE}\\b`).test(value)) ||
      unevenSides(property, value);
    if (!physical) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, declaration: `${property}: ${value}`, use: logicalFor(property, value) });
  }
  return found;
}

/** The product's style sheets, as [name relative to `cwd`, path] pairs. */
export function productCssFiles(cwd = process.cwd()) {
  return PRODUCT_CSS_ROOTS.flatMap((root) =>
    readdirSync(join(cwd, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => [join(root, file), join(cwd, root, file)]),
  );
}

/** Every physical declaration of the product's CSS, as `file:line  declaration  (use ...)` lines. */
export function productCssOffences(cwd = process.cwd()) {
  return productCssFiles(cwd)
    .flatMap(([name, file]) =>
      physicalDeclarations(readFileSync(file, 'utf8')).map((o) => `${name}:${o.line}  ${o.declaration}  (use ${o.use})`),
    );
}
