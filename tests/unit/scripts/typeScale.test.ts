import { describe, expect, it } from 'vitest';
import { offScaleDeclarations, productCssOffScale } from '../../../scripts/lib/typeScale.mjs';

// BENCHMARKS.md, main-thread work: each font size and weight is one more font to prepare before a screen's first layout.
describe('the type-scale check of npm run lint', () => {
  it('catches a size or weight off the scale with its line', () => {
    const css = ['.a { font-size: 0.85rem; font-weight: 700; }', '.b {', '  font-size: 11px;', '  font-weight: bolder;', '}'].join('\n');
    expect(offScaleDeclarations(css)).toEqual([
      { line: 1, declaration: 'font-size: 0.85rem' },
      { line: 3, declaration: 'font-size: 11px' },
      { line: 4, declaration: 'font-weight: bolder' },
    ]);
  });

  it('lets the scale, keywords and comments through', () => {
    const css = ['/* font-size: 13px */', '.a { font-size: 0.8125rem; font-weight: 600; }', '.b { font-size: inherit; font-weight: normal; font: inherit; }'].join('\n');
    expect(offScaleDeclarations(css)).toEqual([]);
  });

  it("finds none in the product's CSS", () => {
    expect(productCssOffScale()).toEqual([]);
  });
});
