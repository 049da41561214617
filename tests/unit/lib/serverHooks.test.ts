import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as metricsGET } from '@/app/api/metrics/route';
import { currentRequestId } from '@/lib/observability/requestContext';
import { installRequestHooks } from '@/lib/observability/serverHooks';
import { useConfig } from '../support/testConfig';

describe('request hooks', () => {
  let server: http.Server;
  let base: string;
  const seen: (string | undefined)[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    useConfig({ METRICS_TOKEN: 'metrics-token-for-unit-tests' });
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    installRequestHooks({ log: true, trustedProxyHops: 1, bodyBudgetBytes: 16 * 1024 * 1024 });
    server = http.createServer((_request, response) => {
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
});
