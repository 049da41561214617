import { describe, expect, it } from 'vitest';
import { physicalDeclarations, productCssOffences } from '../../../scripts/lib/logicalCss.mjs';

// SPEC §9 (languages): Arabic, Persian and Urdu read right to left, so the layout mirrors by `dir` alone.
describe('the logical-CSS check of npm run lint', () => {
  it('catches each physical side with its line and the logical property to use', () => {
    const css = [
      '.a { left: 0; right: 4px; }',
      '.b {',
      '  margin-left: 4px;',
      '  padding-right: 2px;',
      '  border-left: 1px solid red;',
      '  border-top-right-radius: 4px;',
      '  text-align: left;',
      '  float: right;',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([
      { line: 1, declaration: 'left: 0', use: 'inset-inline-start' },
      { line: 1, declaration: 'right: 4px', use: 'inset-inline-end' },
      { line: 3, declaration: 'margin-left: 4px', use: 'margin-inline-start' },
      { line: 4, declaration: 'padding-right: 2px', use: 'padding-inline-end' },
      { line: 5, declaration: 'border-left: 1px solid red', use: 'border-inline-start' },
      { line: 6, declaration: 'border-top-right-radius: 4px', use: 'border-start-end-radius' },
      { line: 7, declaration: 'text-align: left', use: 'text-align: start / end' },
      { line: 8, declaration: 'float: right', use: 'float: inline-start / inline-end' },
    ]);
  });

  it('catches a four-value margin or padding whose right and left differ', () => {
    expect(physicalDeclarations('.c { padding: 10px 48px 10px 10px; margin: 0 auto 0 0; }')).toEqual([
      { line: 1, declaration: 'padding: 10px 48px 10px 10px', use: 'padding-block: 10px; padding-inline: 10px 48px' },
      { line: 1, declaration: 'margin: 0 auto 0 0', use: 'margin-block: 0; margin-inline: 0 auto' },
    ]);
  });

  it('lets logical properties, selectors, comments and centred text through', () => {
    const css = [
      '/* right: 0 in a comment */',
      'a:hover { inset-inline-end: 0; margin-inline-start: 4px; text-align: center; }',
      '@media (min-width: 400px) { li:first-child { padding-inline: 0 } }',
      '.x { background: linear-gradient(to right, red, blue); transform: translateX(-50%); }',
      '.y { padding: 8px 12px 8px 12px; margin: 0 auto; padding: 12px 12px calc(88px + var(--safe-bottom)); }',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([]);
  });

  it("finds none in the product's CSS", () => {
    expect(productCssOffences()).toEqual([]);
  });
});
