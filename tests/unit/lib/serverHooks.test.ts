import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as metricsGET } from '@/app/api/metrics/route';
import { currentRequestId } from '@/lib/observability/requestContext';
import { installRequestHooks } from '@/lib/observability/serverHooks';
import { holdPictures } from '@/lib/security/requestBodies';
import { useConfig } from '../support/testConfig';

describe('request hooks', () => {
  let server: http.Server;
  let base: string;
  const seen: (string | undefined)[] = [];
  const forwardedSeen: (string | string[] | undefined)[] = [];
  /** Requests the server's own handler (Next, in production) was handed. */
  const handled: string[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    useConfig({ METRICS_TOKEN: 'metrics-token-for-unit-tests' });
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    installRequestHooks({ log: true, trustedProxies: { hops: 1 }, bodyBudgetBytes: 16 * 1024 * 1024 });
    server = http.createServer((request, response) => {
      forwardedSeen.push(request.headers['x-forwarded-for']);
      handled.push(`${request.method} ${request.url}`);
      // As Next does with a server action, a body is read whole before the answer.
      if (request.method === 'POST') {
        request.resume();
        request.on('end', () => response.end('ok'));
        return;
      }
      // The id is known wherever the request's work runs, as the platform client reads it.
      setTimeout(() => {
        seen.push(currentRequestId());
        response.end('ok');
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps a plain id from the balancer, answers it, and logs one JSON line without the path or query', async () => {
    const response = await fetch(`${base}/m/home?password=secret`, { headers: { 'X-Request-Id': 'lb-1234567890', 'X-Forwarded-For': '198.51.100.4' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234567890');
    expect(seen.at(-1)).toBe('lb-1234567890');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.map((text) => text.trim()).filter((text) => text.includes('lb-1234567890')).map((text) => JSON.parse(text));
    expect(line).toEqual([expect.objectContaining({ msg: 'request', requestId: 'lb-1234567890', route: '/m/home', status: 200, ip: '198.51.100.4' })]);
    expect(lines.join('')).not.toContain('secret');
  });

  // SPEC §7 security: one trusted hop (this test's client plays the balancer); what a client wrote before it is dropped
  it('hands the app the believed visitor alone, and logs it', async () => {
    await (await fetch(`${base}/m/home`, { headers: { 'X-Request-Id': 'rotating-0001', 'X-Forwarded-For': '6.6.6.6, 198.51.100.5' } })).text();
    expect(forwardedSeen.at(-1)).toBe('198.51.100.5');
    await (await fetch(`${base}/m/home`)).text();
    expect(forwardedSeen.at(-1)).toBe('127.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.filter((text) => text.includes('rotating-0001')).map((text) => JSON.parse(text.trim()));
    expect(line).toEqual([expect.objectContaining({ ip: '198.51.100.5' })]);
  });

  it('replaces an id that is not plain with a fresh one', async () => {
    const response = await fetch(`${base}/m/home`, { headers: { 'X-Request-Id': 'bad id\twith "quotes"' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the metrics only with the token', async () => {
    // A request of its own to count: the tests of this file may run in any order.
    await (await fetch(`${base}/m/home`)).text();
    expect((await metricsGET(new Request('http://x/api/metrics'))).status).toBe(401);
    const scrape = () => metricsGET(new Request('http://x/api/metrics', { headers: { Authorization: 'Bearer metrics-token-for-unit-tests' } }));
    expect((await scrape()).status).toBe(200);
    // The request is counted once its answer closed, just after the body arrived.
    await expect.poll(async () => (await scrape()).text()).toMatch(/mc_http_requests_total\{method="GET",route="\/m\/home",status="200"\} \d/);
  });
  /** Sends the headers and the first 64 KB of a body, holds the rest back, and answers the status and text. */
  function heldBackPost(path: string, length: number, headers: Record<string, string> = {}): Promise<{ status: number; head: string; body: string }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
        // The whole answer came while the rest of the body was never sent.
        if (Buffer.byteLength(body) >= length) {
          socket.destroy();
          resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), head, body });
        }
      });
      socket.on('error', reject);
      const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n${extra}\r\n`);
      socket.write(Buffer.alloc(64 * 1024, 7));
    });
  }

  // SPEC §5: no form but a picture's sends megabytes; the refusal is in the visitor's language.
  it('answers a screen\'s post larger than its forms need with a translated 413 before reading its body', async () => {
    const answer = await heldBackPost('/m/login', Math.round(5.7 * 1024 * 1024), { Cookie: 'NEXT_LOCALE=en' });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('What was sent is too large for this form.');
    expect(handled.filter((line) => line.startsWith('POST /m/login'))).toEqual([]);
    const vietnamese = await heldBackPost('/m/register', 200 * 1024);
    expect(vietnamese.status).toBe(413);
    expect(vietnamese.body).toContain('Nội dung gửi lên quá lớn cho biểu mẫu này.');
  });

  it('holds at most its budget of picture bodies at once: the next gets 503 with Retry-After, a small form still passes', async () => {
    const { port } = server.address() as AddressInfo;
    // Three 5 MB receipts whose bodies are still arriving hold 15 of the 16 MB.
    const sockets = [1, 2, 3].map(() => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(`POST /m/voucherCenter HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`);
      return socket;
    });
    await expect.poll(() => handled.filter((line) => line === 'POST /m/voucherCenter').length).toBe(3);
    const busy = await heldBackPost('/m/voucherCenter', 5 * 1024 * 1024, { Cookie: 'NEXT_LOCALE=bn' });
    expect(busy.status).toBe(503);
    expect(busy.head).toMatch(/retry-after: \d+/i);
    expect(busy.body).toContain('সার্ভার এখন ব্যস্ত।');
    const door = await heldBackPost('/wps/activity/image', 5 * 1024 * 1024);
    expect(door.status).toBe(503);
    expect(JSON.parse(door.body)).toMatchObject({ success: false, code: 'BUSY' });
    expect((await fetch(`${base}/m/login`, { method: 'POST', body: 'username=demo01' })).status).toBe(200);
    for (const socket of sockets) socket.destroy();
    // Their answers closed: the budget is free again.
    await expect.poll(async () => (await fetch(`${base}/m/voucherCenter`, { method: 'POST', body: Buffer.alloc(5 * 1024 * 1024) })).status).toBe(200);
  });

  it('refuses the pictures of a session its limits refused, unread, with when to come back', async () => {
    holdPictures('sealed-flooder', Date.now() + 45_000);
    const door = await heldBackPost('/wps/activity/image', 5 * 1024 * 1024, { Cookie: 'mc_session=sealed-flooder' });
    expect(door.status).toBe(429);
    expect(door.head).toMatch(/retry-after: 45/i);
    expect(JSON.parse(door.body)).toEqual({ success: false, code: 'PICTURE_RATE_LIMITED', message: 'Bạn đã gửi quá nhiều ảnh. Vui lòng thử lại sau 1 phút.' });
    const screen = await heldBackPost('/m/myAccount/index', 5 * 1024 * 1024, { Cookie: 'mc_session=sealed-flooder; NEXT_LOCALE=en' });
    expect(screen.status).toBe(429);
    expect(screen.body).toContain('Too many pictures sent. Please try again in 1 minute.');
    expect(handled.filter((line) => line.includes('/activity/image') || line.includes('/myAccount'))).toEqual([]);
  });
});
