import { describe, expect, it } from 'vitest';
import { launchRequestOf } from '@/features/games/logic/launchRequest';
import { loginPathFor, safeReturnPath } from '@/lib/routes/returnPath';

// The login redirect carries a same-origin return path and rejects any other
describe('safeReturnPath', () => {
  it.each(['/m/withdraw', '/m/transaction/record?types=A', '/m/home#top', '/m/gameLobby?keyword=a%20b', '/m/hot?tab=fav'])(
    'keeps %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  // "Security": open-redirect attempts on every return path, plain and encoded
  it.each([
    'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'm/home', '',
    '/m/\u0000home', `/${'a'.repeat(600)}`,
    '//evil.example', 'https:evil.example', 'https:/evil.example', '\\\\evil.example', '\\/evil.example',
    'javascript:alert(document.cookie)', 'JavaScript:alert(1)', ' //evil.example', '\t//evil.example',
    '%2F%2Fevil.example', '/%2F%2Fevil.example', '/%2Fevil.example', '/%5Cevil.example', '%5C%5Cevil.example',
    '/%09/evil.example', '/%0d%0aLocation:%20https://evil.example', '%252F%252Fevil.example',
    '/%252F%252Fevil.example', '/%25252F%25252Fevil.example', '/%255Cevil.example', '/.//evil.example',
    '/./\\evil.example', '/m/../..//evil.example', '/\u0009/evil.example', '/%E0%A4%A', 'data:text/html,x',
  ])('rejects %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('builds the login path', () => {
    expect(loginPathFor('/m/withdraw')).toBe('/m/login?redirect=%2Fm%2Fwithdraw');
    expect(loginPathFor('//evil.example')).toBe('/m/login');
    expect(loginPathFor('/%2F%2Fevil.example')).toBe('/m/login');
  });
});

// "Security": the lottery launch's way back is a page name on this site, never a host
describe('launch back target', () => {
  it.each(['//evil.example', 'https://evil.example', '@evil.example', '..%2F..%2F', '/\\evil.example'])('ignores pageBack %j', (pageBack) => {
    expect(launchRequestOf({ prize_mode: 'Lott', code: 'VNMB', pageBack })).toMatchObject({ pageBack: 'home' });
  });
});
