import 'server-only';
import { createHash } from 'node:crypto';
import { detachedFetch } from '@/lib/platform/detachedFetch';
import { loadSettings } from '@/lib/settings/settings';
import { imageUrl } from '@/lib/settings/imageUrl';
import { DiskCache } from './diskCache';
import { isResizeWidth, resizablePath } from './resizedImage';

/**
 * The resizing behind `/img/<width>/<path>`: the picture is fetched from the merchant's own image CDN (the
 * settings' `imageCDNs`, picked as imageUrl picks; never any other host, never a redirect), scaled down to one of
 * the allowed widths and re-encoded (JPEG stays JPEG, as mozjpeg at quality 75; PNG and WebP become WebP), then
 * kept on disk (bounded in bytes) with the latest in memory: one encoding per picture and width per process,
 * however many paths the CDN answers the same picture under and however many widths go past its own.
 */

const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
export const MAX_SOURCE_PIXELS = 4096 * 4096;
const CACHE_BYTES = 8 * 1024 * 1024;
// Inside the 64 MiB temporary volume deploy/ gives a replica.
const DISK_BYTES = 32 * 1024 * 1024;
const MAX_KNOWN_PATHS = 20000;
// A browser waits for a picture far longer than the platform timeout allows an API answer: a CDN slow to send a
// picture (one it encodes on its first request) must not turn into a broken image.
const SOURCE_TIMEOUT_MS = 15000;

export interface ResizedImage {
  body: Uint8Array;
  contentType: 'image/jpeg' | 'image/webp';
  etag: string;
}

export type ResizeOutcome = { ok: true; image: ResizedImage } | { ok: false; status: 400 | 404 | 429 | 502 | 503 | 504 };

const cache = new Map<string, ResizedImage>();
let cachedBytes = 0;
const disk = new DiskCache(DISK_BYTES);
// The copy on disk each width and path was answered with: asked again once memory let it go, it needs no CDN.
const copyOfPath = new Map<string, string>();
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
export function loadSharp(): Promise<Sharp> {
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

function noteCopy(pathKey: string, copy: string): void {
  copyOfPath.delete(pathKey);
  copyOfPath.set(pathKey, copy);
  if (copyOfPath.size > MAX_KNOWN_PATHS) copyOfPath.delete(copyOfPath.keys().next().value!);
}

function imageOf(body: Uint8Array, jpeg: boolean): ResizeOutcome {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { ok: true, image: { body, contentType: jpeg ? 'image/jpeg' : 'image/webp', etag } };
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

/**
 * A picture's bytes from the merchant's image CDN (the caller has checked the address is one): no redirect, at
 * most 5 MB, an image content type; else the status to answer.
 */
export async function fetchCdnPicture(url: string): Promise<Buffer | 404 | 502 | 504> {
  try {
    const response = await detachedFetch(url, { redirect: 'error' }, SOURCE_TIMEOUT_MS);
    if (response.status === 404) return 404;
    if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) return 502;
    return (await readLimited(response)) ?? 502;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 504 : 502;
  }
}

async function produce(width: number, path: string, mayFetch: () => Promise<boolean>): Promise<ResizeOutcome> {
  const jpeg = /\.jpe?g$/i.test(path);
  const pathKey = `${width}/${path}`;
  const known = copyOfPath.get(pathKey);
  const kept = known ? await disk.get(known) : null;
  if (kept) return imageOf(kept, jpeg);
  if (!(await mayFetch())) return { ok: false, status: 429 };
  const snapshot = await loadSettings();
  const settings = snapshot?.settings ?? null;
  if (!settings?.imageCDNs.length) return { ok: false, status: 404 };
  const input = await fetchCdnPicture(imageUrl(settings, path));
  if (typeof input === 'number') return { ok: false, status: input };
  try {
    const sharp = await loadSharp();
    // Copies are named after the picture's bytes and the width drawn: the same picture under another path, or asked
    // wider than it is (it is never enlarged), is the copy already made.
    const { width: stored, height, orientation } = await sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
    const own = (orientation ?? 1) >= 5 ? height : stored;
    const drawn = Math.min(width, own || width);
    const copy = `${createHash('sha256').update(input).digest('hex')}-${drawn}.${jpeg ? 'jpg' : 'webp'}`;
    const made = await disk.get(copy);
    if (made) {
      noteCopy(pathKey, copy);
      return imageOf(made, jpeg);
    }
    if (waiting >= MAX_WAITING) return { ok: false, status: 503 };
    const encode = () => {
      const pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate().resize({ width: drawn, withoutEnlargement: true });
      return (jpeg ? pipeline.jpeg({ quality: 75, mozjpeg: true }) : pipeline.webp({ quality: 80 })).toBuffer();
    };
    waiting += 1;
    const turn = encoding.then(encode, encode).finally(() => {
      waiting -= 1;
    });
    encoding = turn.catch(() => undefined);
    const body = new Uint8Array(await turn);
    await disk.put(copy, body);
    noteCopy(pathKey, copy);
    return imageOf(body, jpeg);
  } catch {
    // Not a picture sharp can read (or bigger than the pixel limit): the CDN answered something else.
    return { ok: false, status: 502 };
  }
}

/**
 * The picture at `path` on the merchant's image CDN, `width` pixels wide at most. `mayFetch` is asked only when no
 * copy is kept and the CDN must be asked (the visitor's budget of pictures, lib/security/rateLimit.ts).
 */
export async function resizeImage(width: number, path: string, mayFetch: () => Promise<boolean> = async () => true): Promise<ResizeOutcome> {
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
    job = produce(width, relative, mayFetch).then((outcome) => {
      if (outcome.ok) remember(key, outcome.image);
      return outcome;
    });
    pending.set(key, job);
    void job.finally(() => pending.delete(key));
  }
  return job;
}
