import { describe, expect, it } from 'vitest';
import { bidiIsolate } from '@/lib/i18n/bidi';

// SPEC §9 (languages): Arabic, Persian and Urdu read right to left; a username or an address inside their sentences
// reads left to right.
describe('a value isolated inside a message', () => {
  it('is wrapped in first-strong and pop isolates in a right-to-left language', () => {
    expect(bidiIsolate('fa')('demo01')).toBe('\u2068demo01\u2069');
    expect(bidiIsolate('ur')('de***@example.com')).toBe('\u2068de***@example.com\u2069');
  });

  it('is left as written in a left-to-right language', () => {
    expect(bidiIsolate('vi')('demo01')).toBe('demo01');
    expect(bidiIsolate('th')(12)).toBe('12');
  });
});
