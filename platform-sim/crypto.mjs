// The platform's request encryption, seen from the receiving side (README "Wire conventions"):
// RSA (raw, unpadded, e = 0x10001, 1024-bit) seals a 16-character key r; DES-ECB/PKCS7 keyed with the first
// 8 bytes of r carries the JSON payload as Base64. Node's OpenSSL 3 has no DES-ECB by default, so DES comes
// from crypto-js; RSA arithmetic from node-forge.
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
/** @import { Payload, RsaKey } from './types.mjs' */

const { BigInteger } = forge.jsbn;

/**
 * A fresh 1024-bit RSA key (forge uses Node's native generator when it can: ~10 ms).
 * @returns {RsaKey}
 */
export function generateRsaKey() {
  const { privateKey } = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  return { n: privateKey.n, d: privateKey.d, modulusHex: privateKey.n.toString(16).toLowerCase() };
}

/** @type {RsaKey | undefined} */
let processKey;

/** One key per process, shared by every simulator instance until one of them rotates its own. */
export function processRsaKey() {
  processKey ??= generateRsaKey();
  return processKey;
}

export class DecryptError extends Error {}

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const REQUEST_KEY = /^[A-Za-z0-9]{16}$/;

/**
 * Recovers r from the Encryption header: c^d mod n, big-endian bytes, leading zeros stripped.
 * @param {unknown} encryptionHex
 * @param {RsaKey} key
 */
export function openRequestKey(encryptionHex, key) {
  if (typeof encryptionHex !== 'string' || !HEX.test(encryptionHex) || encryptionHex.length > 512) {
    throw new DecryptError('Encryption header is not hex');
  }
  const c = new BigInteger(encryptionHex, 16);
  if (c.compareTo(key.n) >= 0) throw new DecryptError('Encryption header is out of range');
  let hex = c.modPow(key.d, key.n).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const r = forge.util.hexToBytes(hex).replace(/^\0+/, '');
  if (!REQUEST_KEY.test(r)) throw new DecryptError('The sealed key is not 16 characters [A-Za-z0-9]');
  return r;
}

/**
 * DES-ECB/PKCS7 of Base64 text with an 8-character key, back to UTF-8 text.
 * @param {unknown} base64
 * @param {string} key8
 */
export function desDecrypt(base64, key8) {
  if (typeof base64 !== 'string' || !BASE64.test(base64) || base64.length % 4) {
    throw new DecryptError('Digest is not Base64');
  }
  let plain;
  try {
    const bytes = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key8), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    if (bytes.sigBytes <= 0) throw new Error('empty');
    plain = bytes.toString(CryptoJS.enc.Utf8);
  } catch {
    throw new DecryptError('DES decryption failed');
  }
  if (!plain) throw new DecryptError('DES decryption failed');
  return plain;
}

/**
 * @param {string} plainText
 * @param {string} key8
 */
export function desEncrypt(plainText, key8) {
  return CryptoJS.DES.encrypt(plainText, CryptoJS.enc.Utf8.parse(key8), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/**
 * The customer-service link obfuscation (type '3'): key = merchant code right-padded with '0', first 8.
 * @param {string} url
 * @param {string} merchantCode
 */
export function obfuscateServicePath(url, merchantCode) {
  return desEncrypt(url, merchantCode.padEnd(8, '0').slice(0, 8));
}

/**
 * Decrypts one encrypted call. Returns { payload } or { code, message } for a refusal:
 * DECRYPT_FAILED for plain/undecryptable bodies or a digest mismatch, RSA_KEY_INVALID for a stale X-RSA.
 * @param {{ rawBody: string, headers: Record<string, string>, key: RsaKey }} request
 * @returns {{ payload: Payload } | { payload?: undefined, code: string, message: string }}
 */
export function openEncryptedBody({ rawBody, headers, key }) {
  const failed = (/** @type {string} */ message) => ({ code: 'DECRYPT_FAILED', message });
  let body;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return failed('The request body is not encrypted');
  }
  const encryption = headers.encryption;
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.value !== 'string' || !encryption) {
    return failed('The request body is not encrypted');
  }
  const keys = Object.keys(body);
  if (keys.length !== 1) return failed('The encrypted body must be exactly {"value": ...}');
  if ((headers['x-rsa'] ?? '').toLowerCase() !== key.modulusHex) {
    return { code: 'RSA_KEY_INVALID', message: 'The RSA key is not valid, fetch a new one' };
  }
  if (headers['x-digest'] !== body.value) return failed('X-Digest does not match the body');
  try {
    const r = openRequestKey(encryption, key);
    const payload = JSON.parse(desDecrypt(body.value, r.slice(0, 8)));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return failed('The payload is not a JSON object');
    return { payload };
  } catch (error) {
    return failed(error instanceof DecryptError ? error.message : 'The payload is not JSON');
  }
}
