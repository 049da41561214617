// npm run lint: fails on a font size or weight off the type scale; scripts/lib/typeScale.mjs says why.
import { productCssOffScale } from './lib/typeScale.mjs';

const offences = productCssOffScale();
if (offences.length > 0) {
  console.error(`Font sizes or weights off the type scale (scripts/lib/typeScale.mjs):\n${offences.join('\n')}`);
  process.exit(1);
}
