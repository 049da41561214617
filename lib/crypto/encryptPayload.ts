import 'server-only';
import { randomInt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RSA_EXPONENT = new forge.jsbn.BigInteger('10001', 16);

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/** A fresh 16-character [A-Za-z0-9] key per request, as the platform's wire format asks. */
export function randomRequestKey(): string {
  let key = '';
  for (let i = 0; i < 16; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/**
 * The platform's request encryption: DES-ECB/PKCS7 of the JSON payload keyed with the first 8 bytes of r,
 * and r itself sealed with raw (unpadded) RSA under the platform's public modulus.
 */
export function encryptPayload(payload: unknown, modulusHex: string, requestKey = randomRequestKey()): EncryptedRequest {
  const desKey = CryptoJS.enc.Utf8.parse(requestKey.slice(0, 8));
  const digest = CryptoJS.DES.encrypt(JSON.stringify(payload), desKey, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const modulus = new forge.jsbn.BigInteger(modulusHex, 16);
  const message = new forge.jsbn.BigInteger(forge.util.bytesToHex(requestKey), 16);
  const sealedKey = message.modPow(RSA_EXPONENT, modulus).toString(16);
  return {
    body: { value: digest },
    headers: { Encryption: sealedKey, 'X-Digest': digest, 'X-RSA': modulusHex },
  };
}
