import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BANNER_WIDTHS, ICON_WIDTHS, resizablePath, responsiveImage } from '@/lib/images/resizedImage';

// SPEC §3 image CDNs: the app resizes the merchant's own CDN pictures for a phone, and nothing else.

const cdn = { base: '' };
vi.mock('@/lib/settings/settings', () => ({
  loadSettings: async () => ({ settings: { imageCDNs: [cdn.base] }, loadedAt: Date.now() }),
}));

const { resizeImage } = await import('@/lib/images/imageResizer');

describe('which images the app resizes', () => {
  it('takes CDN-relative raster paths only', () => {
    expect(resizablePath('/banners/101.jpg')).toBe('banners/101.jpg');
    expect(resizablePath('games/PG/10001.webp')).toBe('games/PG/10001.webp');
    for (const path of ['', null, '/images/x.svg', 'https://cdn.example/a.jpg', '../secret.jpg', 'a/../b.jpg', 'a//b.jpg', 'a b.jpg', 'a.jpg?x=1']) {
      expect(resizablePath(path)).toBeNull();
    }
  });

  it('offers the allowed widths to the browser, with the sizes it is shown at', () => {
    const image = responsiveImage({ imageCDNs: ['https://cdn.example/cdn'] }, '/banners/101.jpg', '100vw');
    expect(image.src).toBe('/img/750/banners/101.jpg');
    expect(image.srcSet).toBe(BANNER_WIDTHS.map((w) => `/img/${w}/banners/101.jpg ${w}w`).join(', '));
    expect(image.sizes).toBe('100vw');
    expect(responsiveImage({ imageCDNs: ['https://cdn.example/cdn'] }, '/teams/a.png', '32px', ICON_WIDTHS)).toEqual({
      src: '/img/128/teams/a.png',
      srcSet: '/img/64/teams/a.png 64w, /img/96/teams/a.png 96w, /img/128/teams/a.png 128w',
      sizes: '32px',
    });
  });

  it('leaves what it cannot resize at its CDN address', () => {
    expect(responsiveImage({ imageCDNs: ['https://cdn.example/cdn'] }, '/banners/101.svg', '100vw')).toEqual({
      src: 'https://cdn.example/cdn/banners/101.svg',
    });
    expect(responsiveImage({ imageCDNs: [] }, '/banners/101.jpg', '100vw')).toEqual({ src: '/images/placeholder.svg' });
  });
});

describe('the resizer', () => {
  let server: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#3a6' } }).jpeg({ quality: 90 }).toBuffer();
    const png = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#36a8' } }).png().toBuffer();
    // Pictures of their own (the resizer draws a picture it has seen once, whatever its path).
    const many = await Promise.all(
      Array.from({ length: 48 }, (_, i) => sharp({ create: { width: 750, height: 300, channels: 3, background: { r: i, g: 100, b: 50 } } }).jpeg().toBuffer()),
    );
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/cdn/banners/1.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
      const one = /^\/cdn\/many\/(\d+)\.jpg$/.exec(request.url ?? '');
      if (one) return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(many[Number(one[1])]);
      if (request.url === '/cdn/icons/1.png') return response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      if (request.url === '/cdn/moved.jpg') return response.writeHead(302, { Location: 'http://example.com/x.jpg' }).end();
      if (request.url === '/cdn/page.jpg') return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
      if (request.url === '/cdn/broken.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('not a jpeg');
      return response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cdn.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('scales a CDN JPEG down to the asked width, still a JPEG, and encodes it once', async () => {
    const first = await resizeImage(384, 'banners/1.jpg');
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.image.contentType).toBe('image/jpeg');
    const meta = await sharp(first.image.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 384, 154]);
    const again = await resizeImage(384, 'banners/1.jpg');
    expect(again.ok && again.image).toBe(first.image);
    expect(asked.filter((url) => url === '/cdn/banners/1.jpg')).toHaveLength(1);
  });

  it('never enlarges, and turns PNG into WebP', async () => {
    const outcome = await resizeImage(384, 'icons/1.png');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const meta = await sharp(outcome.image.body).metadata();
    expect([outcome.image.contentType, meta.format, meta.width]).toEqual(['image/webp', 'webp', 200]);
  });

  // SPEC §7 security: what one visitor can make the route fetch is bounded; what it keeps is served to anyone
  it("asks the visitor's budget only when the CDN must be asked, and asks no CDN past it", async () => {
    const budget: boolean[] = [];
    const take = (allowed: boolean) => async () => {
      budget.push(allowed);
      return allowed;
    };
    expect((await resizeImage(640, 'banners/1.jpg', take(true))).ok).toBe(true);
    const before = asked.length;
    expect((await resizeImage(640, 'banners/1.jpg', take(false))).ok).toBe(true);
    expect(await resizeImage(480, 'banners/1.jpg', take(false))).toEqual({ ok: false, status: 429 });
    expect(asked.length).toBe(before);
    expect(budget).toEqual([true, false]);
  });

  it('refuses other widths and paths before asking the CDN', async () => {
    const before = asked.length;
    expect(await resizeImage(385, 'banners/1.jpg')).toEqual({ ok: false, status: 400 });
    expect(await resizeImage(9999, 'banners/1.jpg')).toEqual({ ok: false, status: 400 });
    expect(await resizeImage(384, '../banners/1.jpg')).toEqual({ ok: false, status: 400 });
    expect(await resizeImage(384, 'http://example.com/x.jpg')).toEqual({ ok: false, status: 400 });
    expect(asked.length).toBe(before);
  });

  it('answers 404 for a picture the CDN does not have, 502 for a redirect, a page or a broken picture', async () => {
    expect(await resizeImage(384, 'banners/2.jpg')).toEqual({ ok: false, status: 404 });
    expect(await resizeImage(384, 'moved.jpg')).toEqual({ ok: false, status: 502 });
    expect(await resizeImage(384, 'page.jpg')).toEqual({ ok: false, status: 502 });
    expect(await resizeImage(384, 'broken.jpg')).toEqual({ ok: false, status: 502 });
    expect(asked.every((url) => url.startsWith('/cdn/'))).toBe(true);
  });

  it('refuses (503) what would wait behind too many encodings, and serves it later', async () => {
    const outcomes = await Promise.all(Array.from({ length: 48 }, (_, i) => resizeImage(480, `many/${i}.jpg`)));
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((outcome) => !outcome.ok && outcome.status === 503)).toBe(true);
    expect((await resizeImage(480, 'many/47.jpg')).ok).toBe(true);
  });
});
