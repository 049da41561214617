// Small HTTP helpers shared by the simulator's handlers: the answer envelope, body reading, header access (the types
// of a row, its handler's context and its answer are in types.mjs).
/** @import { Envelope, Query, Refusal, Result } from './types.mjs' */

/**
 * A successful business answer.
 * @param {unknown} value
 * @returns {Result}
 */
export function ok(value) {
  return { status: 200, envelope: { success: true, value } };
}

/**
 * A business refusal: HTTP 200 with success:false (the platform's convention), unless a status is given.
 * @param {string} message
 * @param {string} [code]
 * @param {unknown} [value]
 * @returns {Refusal}
 */
export function refuse(message, code, value = null, status = 200) {
  /** @type {Envelope} */
  const envelope = { success: false, value, message };
  if (code) envelope.code = code;
  return { status, envelope };
}

/**
 * Plain text answer (row 1 only).
 * @param {string} body
 * @returns {Result}
 */
export function text(body, contentType = 'text/plain; charset=utf-8') {
  return { status: 200, text: body, contentType };
}

export const TOKEN_INVALID_MESSAGE = 'The account has been logged out, please log in again';

export function tokenInvalid() {
  return refuse(TOKEN_INVALID_MESSAGE, 'TOKEN_INVALID', null, 401);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} envelope
 * @param {Record<string, string | number>} [extraHeaders]
 */
export function sendJson(res, status, envelope, extraHeaders = {}) {
  if (res.destroyed || res.writableEnded) return;
  const body = JSON.stringify(envelope);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {string} contentType
 * @param {Record<string, string | number>} [extraHeaders]
 */
export function sendBody(res, status, body, contentType, extraHeaders = {}) {
  if (res.destroyed || res.writableEnded) return;
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(String(body));
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': buffer.length, ...extraHeaders });
  res.end(buffer);
}

/**
 * Writes a handler result ({status, envelope} | {status, text}).
 * @param {import('node:http').ServerResponse} res
 * @param {Result} result
 */
export function sendResult(res, result) {
  if (result.text !== undefined) {
    sendBody(res, result.status ?? 200, result.text, result.contentType ?? 'text/plain; charset=utf-8', {
      'Cache-Control': 'no-store',
      ...(result.headers ?? {}),
    });
  } else {
    sendJson(res, result.status ?? 200, result.envelope, result.headers ?? {});
  }
}

/**
 * The whole request body as a UTF-8 string ('' when none). Refuses bodies over 1 MB.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody(req, limit = 1024 * 1024) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error('Body too large'), { tooLarge: true }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Headers with lower-case names; repeated headers joined with ', ' (from rawHeaders, so nothing is dropped).
 * @param {import('node:http').IncomingMessage} req
 */
export function headerObject(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    const value = req.rawHeaders[i + 1];
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * Every value sent for one header name (lower-case), in order.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 */
export function headerValues(req, name) {
  /** @type {string[]} */
  const values = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() === name) values.push(req.rawHeaders[i + 1]);
  }
  return values;
}

/**
 * Query string as an object; a repeated key becomes an array of its values.
 * @param {URLSearchParams} searchParams
 */
export function queryObject(searchParams) {
  /** @type {Query} */
  const query = {};
  for (const [key, value] of searchParams) {
    if (key in query) query[key] = [query[key] ?? []].flat().concat(value);
    else query[key] = value;
  }
  return query;
}

/**
 * One query value as a trimmed string ('' when absent; the last one when repeated).
 * @param {Query} query
 * @param {string} name
 */
export function queryString(query, name) {
  const value = query[name];
  if (value === undefined) return '';
  return String(Array.isArray(value) ? value[value.length - 1] : value).trim();
}

/**
 * @param {Query} query
 * @param {string} name
 * @param {number} fallback
 */
export function queryInt(query, name, fallback, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = queryString(query, name);
  if (!/^\d+$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
