// Image uploads the platform takes (deposit receipts, activity images, head icons): a JSON body
// `{fileName, contentType, data (base64)}`, checked by its bytes, never by what it claims.
import { refuse } from './http.mjs';
/** @import { Payload, Refusal, UploadedImage } from './types.mjs' */

/** base64 of a 5 MB image plus the JSON around it. */
export const IMAGE_BODY_LIMIT = 7 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** @type {Record<string, number[]>} */
const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * The decoded image of an upload payload, or the refusal: `BAD_REQUEST` for a malformed body, then
 * `<prefix>_TYPE` (not a PNG or JPEG by its bytes) and `<prefix>_TOO_LARGE` (over 5 MB), worded with `noun`.
 * @param {Payload} payload
 * @param {{ prefix: string, noun: string }} wording
 * @returns {{ image: UploadedImage, refusal?: undefined } | { refusal: Refusal, image?: undefined }}
 */
export function readImage(payload, { prefix, noun }) {
  const { fileName, contentType, data } = payload;
  if (typeof fileName !== 'string' || !fileName.trim() || fileName.length > 255) return { refusal: refuse('fileName is required', 'BAD_REQUEST') };
  if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return { refusal: refuse('data must be base64', 'BAD_REQUEST') };
  const wrongType = { refusal: refuse(`The ${noun} must be a PNG or JPEG image`, `${prefix}_TYPE`) };
  // The key a property lookup would use, so anything but a known type's name finds nothing.
  const type = String(contentType);
  const magic = SIGNATURES[type];
  if (!magic) return wrongType;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) return { refusal: refuse(`The ${noun} must be at most 5 MB`, `${prefix}_TOO_LARGE`) };
  if (bytes.length < magic.length || magic.some((byte, index) => bytes[index] !== byte)) return wrongType;
  return { image: { fileName: fileName.trim(), contentType: type, size: bytes.length, bytes } };
}
