import { randomInt } from 'node:crypto';
import http from 'node:http';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';

/**
 * The reference encryptor, written from the README wire conventions alone (not from the simulator's code):
 * DES-ECB/PKCS7 of the JSON payload keyed with the first 8 bytes of a random 16-character r, and r sealed
 * with raw RSA (r^e mod n, e = 0x10001) under the platform's modulus.
 */
export function referenceEncrypt(payload: unknown, modulusHex: string, r = randomRequestKey()) {
  const digest = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(r.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const n = new forge.jsbn.BigInteger(modulusHex, 16);
  const m = new forge.jsbn.BigInteger(forge.util.bytesToHex(r), 16);
  const sealed = m.modPow(new forge.jsbn.BigInteger('10001', 16), n).toString(16);
  return {
    body: JSON.stringify({ value: digest }),
    headers: { Encryption: sealed, 'X-Digest': digest, 'X-RSA': modulusHex } as Record<string, string>,
  };
}

export function randomRequestKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Whatever JSON the reference platform answers or keeps: it is plain JavaScript, so these tests read its answers
 * and state as free-form values (the product's own schemas are what check their shape).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped door, explained above
export type SimJson = any;

export interface Envelope<T = SimJson> {
  success: boolean;
  value: T;
  message?: string;
  code?: string;
}

export interface CallOptions {
  method?: string;
  moduleId?: string;
  merchant?: string | null;
  token?: string;
  query?: Record<string, string | number>;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A small client of one simulator (its base URL). */
export function simClient(baseUrl: string) {
  async function raw(path: string, options: CallOptions = {}) {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.merchant !== null) headers.Merchant = options.merchant ?? 'mer01';
    if (options.moduleId) headers['Module-Id'] = options.moduleId;
    if (options.token) headers.Authorization = options.token;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    return fetch(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: options.signal });
  }

  async function call<T = SimJson>(path: string, options: CallOptions = {}) {
    const response = await raw(path, options);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  async function modulus() {
    const response = await raw('/wps/session/key/rsa', { moduleId: 'COMM3' });
    return (await response.text()).trim();
  }

  /** An encrypted call (README **enc**), sealed by the reference encryptor. */
  async function encrypted<T = SimJson>(path: string, moduleId: string, payload: unknown, method = 'POST') {
    const sealed = referenceEncrypt(payload, await modulus());
    return call<T>(path, { method, moduleId, body: sealed.body, headers: { ...sealed.headers, 'Content-Type': 'application/json' } });
  }

  async function login(username: string, password: string, extra: Record<string, unknown> = {}) {
    return encrypted('/wps/session/login', 'COMM3', { username, password, type: 'username', ...extra });
  }

  async function control<T = SimJson>(path: string, json?: unknown) {
    const response = await raw(`/__sim/${path}`, json === undefined ? { merchant: null } : { merchant: null, json });
    return (await response.json()) as Envelope<T>;
  }

  return { raw, call, modulus, encrypted, login, control };
}

/** A request with raw header lines (fetch merges repeated headers into one line; node:http does not). */
export function rawHeaderRequest(baseUrl: string, path: string, headers: Record<string, string | string[]>) {
  return new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method: 'GET', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.end();
  });
}
