import { describe, expect, it } from 'vitest';
import { HEAP_CAP_MB, MALLOC_ARENA_MAX, withHeapCap, withMemoryCaps } from '../../../scripts/lib/heapCap.mjs';

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

describe('the production server memory settings (npm start, e2e, bench)', () => {
  it('caps the heap, sets two malloc arenas and a fixed mmap threshold, each unless the environment already chose', () => {
    expect(MALLOC_ARENA_MAX).toBe('2');
    expect(withMemoryCaps({})).toEqual({ NODE_OPTIONS: '--max-old-space-size=256', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(withMemoryCaps({ NODE_OPTIONS: '--max-old-space-size=512', MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({
      NODE_OPTIONS: '--max-old-space-size=512',
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
  });
});
