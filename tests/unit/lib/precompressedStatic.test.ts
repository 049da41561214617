import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, precompressedFile, servePrecompressed } from '@/lib/routes/precompressedStatic';

// The build's scripts and styles in their brotli copies: served as they are to a browser that accepts brotli, and
// nothing else is taken from Next.

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['br;q=0.000', false],
    ['brotli', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted);
  });

  it('reads a header sent twice', () => {
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
  });
});

describe('precompressedFile and servePrecompressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  const script = 'console.log("a script of the build");'.repeat(50);
  let server: http.Server;
  let base: string;
  const handedOn: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks', 'app.js'), script);
    writeFileSync(join(dir, 'chunks', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'chunks', 'plain.js'), script);
    writeFileSync(join(dir, 'secret.txt.br'), 'not a static script');
    server = http.createServer((request, response) => {
      if (servePrecompressed(request, response, dir)) return;
      handedOn.push(`${request.method} ${request.url}`);
      response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${path}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  }

  it('answers a script from its brotli copy, immutable, with the site headers', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(handedOn).not.toContain('GET /_next/static/chunks/app.js');
  });

  it('a repeat with its ETag is told nothing changed; HEAD has no body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' });
    const repeat = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(repeat.status).toBe(304);
    const head = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next a browser without brotli, a file without a copy, other paths and other methods', async () => {
    handedOn.length = 0;
    await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' });
    await get('/_next/static/chunks/plain.js', { 'Accept-Encoding': 'br' });
    await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'POST');
    await get('/m/home', { 'Accept-Encoding': 'br' });
    expect(handedOn).toEqual(['GET /_next/static/chunks/app.js', 'GET /_next/static/chunks/plain.js', 'POST /_next/static/chunks/app.js', 'GET /m/home']);
  });

  it('names only scripts and styles under the static folder: no other file, no way out of it', () => {
    expect(precompressedFile(dir, 'GET', '/_next/static/chunks/app.js?v=1', 'br')?.path).toBe(join(dir, 'chunks', 'app.js.br'));
    for (const url of ['/_next/static/secret.txt', '/_next/static/../static/chunks/app.js', '/_next/static/chunks/../chunks/app.js', '/_next/static//chunks/app.js', '/_next/static/%2e%2e/x.js']) {
      expect(precompressedFile(dir, 'GET', url, 'br'), url).toBeNull();
    }
  });
});
