import { afterEach, describe, expect, it, vi } from 'vitest';
import { framingRefused, framingVerdict } from '@/features/service/logic/frameRefusal';
import { useConfig } from '../support/testConfig';

const parties = { frameOrigin: 'https://chat.example.com', embedderOrigin: 'https://m.casino.test' };
const refused = (xFrameOptions: string | null, contentSecurityPolicy: string | null = null, who = parties) =>
  framingRefused({ xFrameOptions, contentSecurityPolicy }, who);

// SPEC §2 customer service: the embed is refused exactly when a browser would refuse it
describe('framingRefused: X-Frame-Options', () => {
  it('allows a page without either header', () => expect(refused(null)).toBe(false));
  it('refuses DENY in any case', () => expect(refused('DENY')).toBe(true));
  it('refuses SAMEORIGIN from another origin and allows it from the same one', () => {
    expect(refused('sameorigin')).toBe(true);
    expect(refused('SAMEORIGIN', null, { frameOrigin: 'https://m.casino.test', embedderOrigin: 'https://m.casino.test' })).toBe(false);
  });
  it('ignores ALLOW-FROM and unknown values', () => {
    expect(refused('ALLOW-FROM https://m.casino.test')).toBe(false);
    expect(refused('ALLOWALL')).toBe(false);
  });
  it('treats repeated values as one and conflicting values as a refusal', () => {
    expect(refused('DENY, deny')).toBe(true);
    expect(refused('SAMEORIGIN, ALLOWALL')).toBe(true);
  });
});

describe('framingRefused: CSP frame-ancestors', () => {
  it("refuses 'none' even with a permissive X-Frame-Options", () => {
    expect(refused('ALLOWALL', "default-src 'self'; frame-ancestors 'none'")).toBe(true);
  });
  it('lets frame-ancestors override X-Frame-Options DENY when it admits us', () => {
    expect(refused('DENY', 'frame-ancestors https://m.casino.test')).toBe(false);
    expect(refused('DENY', 'frame-ancestors *')).toBe(false);
  });
  it("matches 'self' only for the frame's own origin", () => {
    expect(refused(null, "frame-ancestors 'self'")).toBe(true);
    expect(refused(null, "frame-ancestors 'self'", { frameOrigin: 'https://a.test', embedderOrigin: 'https://a.test' })).toBe(false);
  });
  it('matches host wildcards, schemes and ports', () => {
    expect(refused(null, 'frame-ancestors *.casino.test')).toBe(false);
    expect(refused(null, 'frame-ancestors *.other.test https://casino.test')).toBe(true);
    expect(refused(null, 'frame-ancestors https:')).toBe(false);
    expect(refused(null, 'frame-ancestors http://m.casino.test')).toBe(false); // upgrade to https
    expect(refused(null, 'frame-ancestors m.casino.test:8443')).toBe(true);
    const local = { frameOrigin: 'http://127.0.0.1:4010', embedderOrigin: 'http://127.0.0.1:3000' };
    expect(refused(null, 'frame-ancestors http://127.0.0.1:*', local)).toBe(false);
    expect(refused(null, 'frame-ancestors http://127.0.0.1:3000', local)).toBe(false);
    expect(refused(null, 'frame-ancestors http://127.0.0.1', local)).toBe(true);
  });
  it('needs every enforced policy with frame-ancestors to admit us; the first directive of a policy counts', () => {
    expect(refused(null, 'frame-ancestors *, frame-ancestors https://elsewhere.test')).toBe(true);
    expect(refused(null, "frame-ancestors *; frame-ancestors 'none'")).toBe(false);
  });
  it('ignores nonces and keywords that say nothing about ancestors', () => {
    expect(refused(null, "frame-ancestors 'unsafe-inline'")).toBe(true);
    expect(refused('DENY', "script-src 'self'")).toBe(true); // no frame-ancestors: X-Frame-Options decides
  });
});

describe('framingVerdict', () => {
  useConfig({ SETTINGS_TTL_MS: '60000' });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, headers: Record<string, string>) =>
    Object.defineProperty(new Response(null, { status, headers }), 'url', { value: 'https://chat.example.com/live' });

  it('asks with HEAD, falls back to GET on 405, and caches the verdict', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'HEAD' ? answer(405, {}) : answer(200, { 'X-Frame-Options': 'DENY' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await framingVerdict('https://chat.example.com/live', parties.embedderOrigin)).toBe('refused');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['HEAD', 'GET']);
    expect(await framingVerdict('https://chat.example.com/live', parties.embedderOrigin)).toBe('refused');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers embeddable for a page without framing headers and unknown when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, {})));
    expect(await framingVerdict('https://chat.example.com/open', parties.embedderOrigin)).toBe('embeddable');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await framingVerdict('https://down.example.com/live', parties.embedderOrigin)).toBe('unknown');
  });
});
