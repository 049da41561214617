import { describe, expect, it } from 'vitest';
import { decodeServicePath } from '@/lib/settings/customerServiceLinks';
import { contentSourcesOf } from '@/lib/security/contentSources';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { newNonce, pageSecurityHeaders, passThroughSecurityHeaders } from '@/lib/security/securityHeaders';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import CryptoJS from 'crypto-js';

const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

// "Security": headers on every page
describe('page security headers', () => {
  const sources = { frame: ['https://chat.example'], image: ['http://cdn.example'] };

  it('allows scripts only with the request nonce, frames only the service hosts, and is framed by nobody', () => {
    const headers = pageSecurityHeaders({ nonce: 'abc123==', sources, secure: false });
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://chat.example');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'img-src')).toContain('http://cdn.example');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(headers['Permissions-Policy']).toContain('camera=(self "https://chat.example")');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('frames nothing when no service link is configured', () => {
    const csp = pageSecurityHeaders({ nonce: 'n', sources: { frame: [], image: [] }, secure: false })['Content-Security-Policy']!;
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('adds HSTS and upgrades only over HTTPS', () => {
    const headers = pageSecurityHeaders({ nonce: 'n', sources, secure: true });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(passThroughSecurityHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(passThroughSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
  });

  // SPEC §4 lottery launch: the platform's lottery page runs on this site's address, sandboxed away from its origin
  it("sandboxes the platform's lottery pages in an origin of their own", () => {
    const csp = passThroughSecurityHeaders(false)['Content-Security-Policy']!;
    expect(directive(csp, 'sandbox')).toMatch(/^sandbox allow-scripts allow-forms/);
    expect(csp).not.toContain('allow-same-origin');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('content sources from the settings', () => {
  const encrypt = (url: string) =>
    CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse('mer01000'), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
  const settings = {
    customerService: [
      { csType: 'LIVECHAT', title: 'Chat', type: '3', path: encrypt('https://chat.example/room?x=1') },
      { csType: 'WHATSAPP', title: 'WA', type: '1', path: 'https://wa.example/123' },
      { csType: 'FACEBOOK', title: 'FB', type: '1', path: 'javascript:alert(1)' },
    ],
    imageCDNs: ['http://cdn.example/img/', 'http://cdn.example/other/'],
  } as unknown as ConsolidatedSettings;

  it('frames the decoded service origins only, once per settings snapshot', () => {
    expect(decodeServicePath(settings.customerService[0]!.path, 'mer01')).toBe('https://chat.example/room?x=1');
    const sources = contentSourcesOf(settings, 'mer01');
    expect(sources).toEqual({ frame: ['https://chat.example', 'https://wa.example'], image: ['http://cdn.example'] });
    expect(contentSourcesOf(settings, 'mer01')).toBe(sources);
    expect(contentSourcesOf(null, 'mer01')).toEqual({ frame: [], image: [] });
  });
});

// "Security": cross-site writes refused
describe('isSameOrigin', () => {
  const request = (headers: Record<string, string>) => new Request('http://app.test/api/locale', { method: 'POST', headers: { host: 'app.test', ...headers } });
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://app.test' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ origin: 'http://app.test' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{}, false],
  ] as const)('%j → %s', (headers, expected) => {
    expect(isSameOrigin(request(headers))).toBe(expected);
  });
});
