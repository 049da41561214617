import 'server-only';
import { detachedFetch } from '@/lib/platform/detachedFetch';
import { loadSettings } from '@/lib/settings/settings';
import { imageUrl } from '@/lib/settings/imageUrl';
import { isResizeWidth, resizablePath } from './resizedImage';

/**
 * The resizing behind `/img/<width>/<path>`: the picture is fetched from the merchant's own image CDN (the
 * settings' `imageCDNs`, picked as imageUrl picks; never any other host, never a redirect), scaled down to one of
 * the allowed widths and re-encoded (JPEG stays JPEG, as mozjpeg at quality 75; PNG and WebP become WebP), then
 * kept in a small in-memory cache bounded in bytes: one encoding per picture and width per process.
 */

const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 4096 * 4096;
const CACHE_BYTES = 8 * 1024 * 1024;
// A browser waits for a picture far longer than the platform timeout allows an API answer: a CDN slow to send a
// picture (one it encodes on its first request) must not turn into a broken image.
const SOURCE_TIMEOUT_MS = 15000;

export interface ResizedImage {
  body: Uint8Array;
  contentType: 'image/jpeg' | 'image/webp';
  etag: string;
}

export type ResizeOutcome = { ok: true; image: ResizedImage } | { ok: false; status: 400 | 404 | 502 | 503 | 504 };

const cache = new Map<string, ResizedImage>();
let cachedBytes = 0;
const pending = new Map<string, Promise<ResizeOutcome>>();
// One encoding at a time: sharp works on libuv's thread pool, which also reads the static files a first visit
// needs (its scripts); a page's dozen cold pictures must not take every thread at once.
let encoding: Promise<unknown> = Promise.resolve();
let waiting = 0;
// Past this many pictures waiting for the encoder, a request is refused (503) rather than queued: the widths and
// the catalogue bound what can be asked, this bounds how much of it can be asked at once.
const MAX_WAITING = 32;

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | null = null;

/** sharp, loaded on the first resize (a process that never resizes never maps libvips), one thread, no cache. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own operation cache and thread pool would hold tens of MB in a 256 MB process; our cache keeps
    // the results, and one thread is plenty for a picture encoded once per process.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

function remember(key: string, image: ResizedImage): void {
  cache.set(key, image);
  cachedBytes += image.body.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.body.byteLength;
  }
}

async function readLimited(response: Response): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_SOURCE_BYTES || !response.body) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_SOURCE_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function produce(width: number, path: string): Promise<ResizeOutcome> {
  const snapshot = await loadSettings();
  const settings = snapshot?.settings ?? null;
  if (!settings?.imageCDNs.length) return { ok: false, status: 404 };
  let source: Buffer | null;
  try {
    const response = await detachedFetch(imageUrl(settings, path), { redirect: 'error' }, SOURCE_TIMEOUT_MS);
    if (response.status === 404) return { ok: false, status: 404 };
    if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) return { ok: false, status: 502 };
    source = await readLimited(response);
  } catch (error) {
    return { ok: false, status: error instanceof Error && error.name === 'TimeoutError' ? 504 : 502 };
  }
  if (!source) return { ok: false, status: 502 };
  if (waiting >= MAX_WAITING) return { ok: false, status: 503 };
  const input = source;
  const jpeg = /\.jpe?g$/i.test(path);
  try {
    const sharp = await loadSharp();
    const encode = () => {
      const pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      return (jpeg ? pipeline.jpeg({ quality: 75, mozjpeg: true }) : pipeline.webp({ quality: 80 })).toBuffer();
    };
    waiting += 1;
    const turn = encoding.then(encode, encode).finally(() => {
      waiting -= 1;
    });
    encoding = turn.catch(() => undefined);
    const body = await turn;
    const etag = `"${width}-${body.byteLength.toString(16)}-${Buffer.from(body.subarray(-16)).toString('hex')}"`;
    return { ok: true, image: { body: new Uint8Array(body), contentType: jpeg ? 'image/jpeg' : 'image/webp', etag } };
  } catch {
    // Not a picture sharp can read (or bigger than the pixel limit): the CDN answered something else.
    return { ok: false, status: 502 };
  }
}

/** The picture at `path` on the merchant's image CDN, `width` pixels wide at most. */
export async function resizeImage(width: number, path: string): Promise<ResizeOutcome> {
  const relative = resizablePath(path);
  if (!isResizeWidth(width) || !relative) return { ok: false, status: 400 };
  const key = `${width}/${relative}`;
  const hit = cache.get(key);
  if (hit) {
    // Least recently used first out: a hit moves to the end.
    cache.delete(key);
    cache.set(key, hit);
    return { ok: true, image: hit };
  }
  let job = pending.get(key);
  if (!job) {
    job = produce(width, relative).then((outcome) => {
      if (outcome.ok) remember(key, outcome.image);
      return outcome;
    });
    pending.set(key, job);
    void job.finally(() => pending.delete(key));
  }
  return job;
}
