// npm run lint: fails on a physical side (left/right) in the product's CSS; scripts/lib/logicalCss.mjs says why.
import { productCssOffences } from './lib/logicalCss.mjs';

const offences = productCssOffences();
if (offences.length > 0) {
  console.error(`Physical CSS properties (layout must mirror under dir="rtl"):\n${offences.join('\n')}`);
  process.exit(1);
}
