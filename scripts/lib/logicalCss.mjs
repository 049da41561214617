// Layout through logical properties only, so a right-to-left language (ar, fa, ur) mirrors the screen by `dir`
// alone: a physical side in the product's CSS stays put and breaks the mirrored layout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SIDE = '(?:left|right)';
const PHYSICAL_PROPERTY = new RegExp(
  `^(?:${SIDE}|(?:margin|padding|scroll-margin|scroll-padding)-${SIDE}|border-${SIDE}(?:-(?:width|style|color))?|border-(?:top|bottom)-${SIDE}-radius)$`,
);
const SIDE_VALUED_PROPERTY = /^(?:text-align|float|clear)$/;
const LOGICAL_FOR = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'text-align': 'text-align: start / end',
  float: 'float: inline-start / inline-end',
  clear: 'clear: inline-start / inline-end',
};

/** Product CSS: the app's, the shared components' and the features' stylesheets. */
export const PRODUCT_CSS_ROOTS = ['app', 'components', 'features'];

function logicalFor(property) {
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
      PHYSICAL_PROPERTY.test(property) || (SIDE_VALUED_PROPERTY.test(property) && new RegExp(`^${SIDE}\\b`).test(value));
    if (!physical) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, declaration: `${property}: ${value}`, use: logicalFor(property) });
  }
  return found;
}

function cssFiles(root) {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(root, file));
}

/** Every physical declaration of the product's CSS, as `file:line  declaration  (use ...)` lines. */
export function productCssOffences(cwd = process.cwd()) {
  return PRODUCT_CSS_ROOTS.flatMap((root) => cssFiles(join(cwd, root)).map((file) => [file.slice(cwd.length + 1), file]))
    .flatMap(([name, file]) =>
      physicalDeclarations(readFileSync(file, 'utf8')).map((o) => `${name}:${o.line}  ${o.declaration}  (use ${o.use})`),
    );
}
