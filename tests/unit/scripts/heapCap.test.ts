import { describe, expect, it } from 'vitest';
import { HEAP_CAP_MB, withHeapCap } from '../../../scripts/lib/heapCap.mjs';

describe('the production server heap cap (npm start, e2e, bench)', () => {
  it('adds the cap to whatever NODE_OPTIONS hold', () => {
    expect(HEAP_CAP_MB).toBe(256);
    expect(withHeapCap(undefined)).toBe('--max-old-space-size=256');
    expect(withHeapCap('')).toBe('--max-old-space-size=256');
    expect(withHeapCap('--enable-source-maps')).toBe('--enable-source-maps --max-old-space-size=256');
  });

  it("keeps an operator's own cap", () => {
    expect(withHeapCap('--max-old-space-size=512')).toBe('--max-old-space-size=512');
  });
});
