// The image CDN's pictures as a real platform serves them: raster files of realistic weight (JPEG banners of
// 60-120 KB, WebP game icons and PNG vendor icons of 10-30 KB, PNG team logos and lottery icons), so a browser
// measurement of the app downloads and decodes what it would in production. Each picture is drawn from its
// vector source (assets.mjs) and seeded noise (what gives a photo-like image its weight), encoded once per
// process on first request and kept in memory: the same bytes on every start.
import sharp from 'sharp';
import { hashString, prng } from './prng.mjs';
/** @import { Sharp } from 'sharp' */
/** @import { CdnImage, ImageKind } from './types.mjs' */

/**
 * Per kind: the file type in the URL, its pixel size, the noise amplitude and the encoder. The vendor icons
 * come as {vendor}-WHITE.png and {vendor}-COLOR.png (SPEC §3); the other names are this platform's choice.
 */
export const IMAGE_KINDS = {
  banner: { ext: 'jpg', contentType: 'image/jpeg', width: 750, height: 300, noise: 36, encode: (/** @type {Sharp} */ img) => img.flatten().jpeg({ quality: 84, mozjpeg: true }) },
  game: { ext: 'webp', contentType: 'image/webp', width: 200, height: 200, noise: 26, encode: (/** @type {Sharp} */ img) => img.webp({ quality: 80, effort: 4 }) },
  vendor: { ext: 'png', contentType: 'image/png', width: 200, height: 200, noise: 18, grain: 2, encode: (/** @type {Sharp} */ img) => img.png({ palette: true, colours: 32, dither: 0, compressionLevel: 9, effort: 7 }) },
  team: { ext: 'png', contentType: 'image/png', width: 120, height: 120, noise: 20, encode: (/** @type {Sharp} */ img) => img.png({ palette: true, colours: 48, compressionLevel: 9, effort: 7 }) },
  lottery: { ext: 'png', contentType: 'image/png', width: 160, height: 160, noise: 20, encode: (/** @type {Sharp} */ img) => img.png({ palette: true, colours: 48, compressionLevel: 9, effort: 7 }) },
  logo: { ext: 'png', contentType: 'image/png', width: 512, height: 512, noise: 4, grain: 4, encode: (/** @type {Sharp} */ img) => img.png({ palette: true, colours: 32, compressionLevel: 9, effort: 7 }) },
  app: { ext: 'png', contentType: 'image/png', width: 192, height: 192, noise: 12, grain: 2, encode: (/** @type {Sharp} */ img) => img.png({ palette: true, colours: 64, compressionLevel: 9, effort: 7 }) },
};

/**
 * Adds seeded noise to every drawn (non-transparent) pixel of an RGBA buffer, in place. `grain` is the side of
 * the square of pixels that share one noise value: coarser grain, fewer distinct values, a lighter PNG.
 * @param {Buffer} raw
 * @param {number} width
 * @param {{ noise: number, grain?: number }} spec
 * @param {number} seed
 */
function addNoise(raw, width, { noise: amplitude, grain = 1 }, seed) {
  const random = prng(seed);
  const columns = Math.ceil(width / grain);
  const cells = new Float32Array(columns * Math.ceil(raw.length / 4 / width / grain) * 4);
  for (let i = 0; i < cells.length; i += 1) cells[i] = (random() - 0.5) * 2 * amplitude;
  for (let i = 0; i < raw.length; i += 4) {
    if (raw[i + 3] === 0) continue;
    const pixel = i / 4;
    const cell = (Math.floor(pixel / width / grain) * columns + Math.floor((pixel % width) / grain)) * 4;
    for (let c = 0; c < 3; c += 1) {
      const value = raw[i + c] + cells[cell] + cells[cell + 1 + c] * 0.3;
      raw[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

/**
 * Encodes one picture: the SVG drawn at the kind's size, seeded noise, the kind's encoder.
 * @param {ImageKind} kind
 * @param {string} svg
 * @param {string} key
 */
export async function renderImage(kind, svg, key) {
  const spec = IMAGE_KINDS[kind];
  const raw = await sharp(Buffer.from(svg)).resize(spec.width, spec.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  addNoise(raw, spec.width, spec, hashString(key));
  const image = sharp(raw, { raw: { width: spec.width, height: spec.height, channels: 4 } });
  return spec.encode(image).toBuffer();
}

/**
 * A cache of encoded pictures by path. The set of paths is the seed's (a request for anything else never gets
 * here), so the cache is bounded by the catalogue; the promise is kept so concurrent first requests encode once.
 * @returns {{ get(path: string, kind: ImageKind, draw: () => string): Promise<CdnImage>, readonly size: number }}
 */
export function createImageCache() {
  /** @type {Map<string, Promise<CdnImage>>} */
  const entries = new Map();
  return {
    get(path, kind, draw) {
      let entry = entries.get(path);
      if (!entry) {
        entry = renderImage(kind, draw(), path).then((body) => ({
          body,
          contentType: IMAGE_KINDS[kind].contentType,
          etag: `"${hashString(body.toString('latin1')).toString(16)}-${body.length.toString(16)}"`,
        }));
        entry.catch(() => entries.delete(path));
        entries.set(path, entry);
      }
      return entry;
    },
    get size() {
      return entries.size;
    },
  };
}
