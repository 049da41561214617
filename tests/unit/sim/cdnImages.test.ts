import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnImage } from '../../../platform-sim/assets.mjs';
import { IMAGE_KINDS, renderImage } from '../../../platform-sim/cdnImages.mjs';
import { seedGames } from '../../../platform-sim/seed.mjs';
import { startSim } from '../../../platform-sim/server.mjs';

// The reference platform's image CDN sends raster images of a real CDN's weight, so browser measurements of the
// app (LCP, bytes) stand for production; the same bytes on every start keep measurements comparable.
const games = seedGames();
const KB = 1024;
const CASES: { path: string; format: string; width: number; height: number; min: number; max: number }[] = [
  { path: 'banners/101.jpg', format: 'jpeg', width: 750, height: 300, min: 60 * KB, max: 120 * KB },
  { path: 'banners/221.jpg', format: 'jpeg', width: 750, height: 300, min: 60 * KB, max: 120 * KB },
  { path: 'games/PG/10001.webp', format: 'webp', width: 200, height: 200, min: 10 * KB, max: 30 * KB },
  { path: 'PG-COLOR.png', format: 'png', width: 200, height: 200, min: 10 * KB, max: 30 * KB },
  { path: 'vendor/SABA-WHITE.png', format: 'png', width: 200, height: 200, min: 10 * KB, max: 30 * KB },
  { path: 'teams/hanoi-fc.png', format: 'png', width: 120, height: 120, min: 3 * KB, max: 20 * KB },
  { path: 'lottery/SEA1.png', format: 'png', width: 160, height: 160, min: 5 * KB, max: 30 * KB },
  { path: 'app/app-icon.png', format: 'png', width: 192, height: 192, min: 5 * KB, max: 40 * KB },
];

async function render(path: string) {
  const source = cdnImage(path, games);
  if (!source) throw new Error(`no image at ${path}`);
  return renderImage(source.kind, source.draw(), path);
}

describe('generated CDN images', () => {
  it.each(CASES)('$path is a $format of $width x $height within its weight range', async ({ path, format, width, height, min, max }) => {
    const body = await render(path);
    const meta = await sharp(body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width, height });
    expect(body.length).toBeGreaterThanOrEqual(min);
    expect(body.length).toBeLessThanOrEqual(max);
  });

  it('draws the same bytes every time and different bytes for different pictures', async () => {
    const [first, again, other] = await Promise.all([render('banners/101.jpg'), render('banners/101.jpg'), render('banners/102.jpg')]);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('names every kind by its file type and knows no SVG names', () => {
    expect(Object.fromEntries(Object.entries(IMAGE_KINDS).map(([kind, spec]) => [kind, spec.ext]))).toEqual({
      banner: 'jpg', game: 'webp', vendor: 'png', team: 'png', lottery: 'png', logo: 'png', app: 'png',
    });
    expect(cdnImage('banners/101.svg', games)).toBeNull();
    expect(cdnImage('games/PG/10001.svg', games)).toBeNull();
    expect(cdnImage('games/PG/99999.webp', games)).toBeNull();
  });
});

describe('the CDN answers like a CDN', () => {
  let sim: Awaited<ReturnType<typeof startSim>>;
  beforeAll(async () => {
    sim = await startSim({ port: 0 });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('sends the type, a year of immutable caching and an ETag, and 304 for a matching If-None-Match', async () => {
    const url = `${sim.url}/cdn/games/PG/10001.webp`;
    const [first, second] = await Promise.all([fetch(url), fetch(url)]);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const body = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    expect(Number(first.headers.get('content-length'))).toBe(body.length);
    const revalidated = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await fetch(`${sim.url}/cdn/banners/101.svg`)).status).toBe(404);
  });
});
