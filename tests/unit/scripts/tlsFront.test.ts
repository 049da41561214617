import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loopbackCertificate, tlsFrontConfig, trustFlags } from '../../../scripts/lib/tlsFront.mjs';

// BENCHMARKS.md: the browsers of `npm run bench` reach the app as phones reach the deployment's ingress (TLS, HTTP/2).
describe("the bench's TLS front", () => {
  const certificate = loopbackCertificate();

  it('makes a certificate for the loopback address, valid now and for no more than two days', () => {
    const cert = new X509Certificate(certificate.certPem);
    expect(cert.subjectAltName).toBe('IP Address:127.0.0.1');
    expect(cert.checkPrivateKey(createPrivateKey(certificate.keyPem))).toBe(true);
    const from = Date.parse(cert.validFrom);
    const to = Date.parse(cert.validTo);
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(to).toBeGreaterThan(Date.now());
    expect(to - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
  });

  it("gives the browser the hash of that certificate's public key, and trusts nothing without it", () => {
    const cert = new X509Certificate(certificate.certPem);
    const spki = createHash('sha256').update(cert.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
    expect(certificate.spki).toBe(spki);
    expect(trustFlags(spki)).toEqual([`--ignore-certificate-errors-spki-list=${spki}`]);
    expect(trustFlags(undefined)).toEqual([]);
    expect(loopbackCertificate().spki).not.toBe(spki);
  });

  it('offers HTTP/2 first on each front, says the request came over TLS, and forwards to its own upstream', () => {
    const cfg = tlsFrontConfig({
      pemPath: '/tmp/front.pem',
      fronts: [
        { name: 'app', port: 4443, upstreamPort: 3000 },
        { name: 'cdn', port: 4444, upstreamPort: 3001 },
      ],
    });
    const section = (name: string) => cfg.split(/\n(?=frontend |backend )/).find((part) => part.startsWith(name)) ?? '';
    expect(section('frontend app')).toContain('bind 127.0.0.1:4443 ssl crt /tmp/front.pem alpn h2,http/1.1');
    expect(section('frontend app')).toContain('http-request set-header X-Forwarded-Proto https');
    expect(section('backend app')).toContain('server app 127.0.0.1:3000');
    expect(section('frontend cdn')).toContain('bind 127.0.0.1:4444 ssl crt /tmp/front.pem alpn h2,http/1.1');
    expect(section('backend cdn')).toContain('server cdn 127.0.0.1:3001');
  });
});

