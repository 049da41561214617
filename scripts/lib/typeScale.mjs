// The type scale: every font size and weight a screen draws is one more font the browser looks up and prepares
// before its first layout (a round trip to the font service per size and weight on Linux, about 1.4 ms of main
// thread each), so the product's CSS keeps to a short scale beside the body's 15px (app/globals.css).
import { readFileSync } from 'node:fs';
import { productCssFiles } from './logicalCss.mjs';

/**
 * Font sizes: 12, 13, 14.4, 15 (the body's), 16 (form fields: below it iOS zooms into a field), 16.8, 19.2, 20.8,
 * 22.4, 24 and 25.6 px.
 */
export const FONT_SIZES = ['0.75rem', '0.8125rem', '0.9rem', '0.9375rem', '1rem', '16px', '1.05rem', '1.2rem', '1.3rem', '1.4rem', '1.5rem', '1.6rem'];
/** Font weights: regular, semibold and bold (`bolder` would add a fourth inside bold text). */
export const FONT_WEIGHTS = ['400', 'normal', '600', '700', 'bold'];

const KEYWORDS = ['inherit', 'initial', 'unset', 'revert'];

/** Each `font-size` or `font-weight` of `css` off the scale, with its line. */
export function offScaleDeclarations(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found = [];
  for (const match of text.matchAll(/(?<=[{;]\s*)(font-size|font-weight)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    const [, property, value] = match;
    const allowed = property === 'font-size' ? FONT_SIZES : FONT_WEIGHTS;
    if (allowed.includes(value) || KEYWORDS.includes(value)) continue;
    found.push({ line: text.slice(0, match.index).split('\n').length, declaration: `${property}: ${value}` });
  }
  return found;
}

/** Every declaration of the product's CSS off the scale, as `file:line  declaration` lines. */
export function productCssOffScale(cwd = process.cwd()) {
  return productCssFiles(cwd).flatMap(([name, file]) =>
    offScaleDeclarations(readFileSync(file, 'utf8')).map((o) => `${name}:${o.line}  ${o.declaration}`),
  );
}
