import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { encryptPayload, randomRequestKey } from '@/lib/crypto/encryptPayload';

// Wire format: DES-ECB/PKCS7 keyed with r[0..8], r sealed with raw RSA (e = 0x10001)
describe('encryptPayload', () => {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const modulusHex = keys.publicKey.n.toString(16);

  it('picks a fresh 16-character alphanumeric key per request', () => {
    const a = randomRequestKey();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomRequestKey()).not.toBe(a);
  });

  it('can be opened with the private key, exactly as the platform does', () => {
    const payload = { username: 'demo01', password: 'Demo1234', type: 'username' };
    const sealed = encryptPayload(payload, modulusHex);
    expect(sealed.headers['X-RSA']).toBe(modulusHex);
    expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
    expect(sealed.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(sealed.body.value).not.toContain('Demo1234');

    const r = new forge.jsbn.BigInteger(sealed.headers.Encryption, 16).modPow(keys.privateKey.d, keys.privateKey.n);
    const requestKey = forge.util.hexToBytes(r.toString(16));
    expect(requestKey).toMatch(/^[A-Za-z0-9]{16}$/);
    const plain = CryptoJS.DES.decrypt(sealed.body.value, CryptoJS.enc.Utf8.parse(requestKey.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(JSON.parse(plain)).toEqual(payload);
  });

  it('gives different ciphertexts for the same payload', () => {
    const payload = { a: 1 };
    expect(encryptPayload(payload, modulusHex).body.value).not.toBe(encryptPayload(payload, modulusHex).body.value);
  });
});
