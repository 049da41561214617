import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from '@/lib/routes/returnPath';

// issue 2 §4: the login redirect carries a same-origin return path and rejects any other
describe('safeReturnPath', () => {
  it.each(['/m/withdraw', '/m/transaction/record?types=A', '/m/home#top'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'm/home', '',
    '/m/\u0000home', `/${'a'.repeat(600)}`,
  ])('rejects %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('builds the login path', () => {
    expect(loginPathFor('/m/withdraw')).toBe('/m/login?redirect=%2Fm%2Fwithdraw');
    expect(loginPathFor('//evil.example')).toBe('/m/login');
  });
});
