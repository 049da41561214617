// What an operator watches: metrics behind a token, one JSON log line per request with the id the platform got.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { APP_URLS, LB_URL, logLines, metricOf, request, resetAll, sim, sleep, Visitor } from './support/cluster.mjs';

before(resetAll);

test('/api/metrics answers only with the token, in Prometheus text format, with the figures an operator watches', async () => {
  assert.equal((await request(`${APP_URLS[0]}/api/metrics`)).status, 401);
  assert.equal((await request(`${APP_URLS[0]}/api/metrics`, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status, 401);
  assert.equal((await request(`${LB_URL}/m/home`)).status, 200);
  const answer = await request(`${APP_URLS[0]}/api/metrics`, { headers: { Authorization: `Bearer ${process.env.METRICS_TOKEN}` } });
  assert.equal(answer.status, 200);
  assert.match(answer.headers['content-type'], /^text\/plain/);
  for (const name of [
    'mc_http_requests_total', 'mc_http_request_duration_seconds_bucket', 'mc_platform_calls_total', 'mc_platform_call_duration_seconds_bucket',
    'mc_platform_call_failures_total', 'mc_rate_limit_refusals_total', 'mc_store_errors_total', 'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
  ]) {
    assert.match(answer.body, new RegExp(`^# (HELP|TYPE) ${name.replace(/_bucket$/, '')} `, 'm'), name);
  }
  assert.ok((await metricOf(APP_URLS[0], 'mc_platform_calls_total', { call: '/wps/system/settings/consolidated', code: 'OK' })) > 0);
});

test('a platform failure is counted by call and kind', async () => {
  await sim.setState({ faults: [{ path: '/lgw/games/hot', status: 500 }] });
  try {
    const before = await Promise.all(APP_URLS.map((app) => metricOf(app, 'mc_platform_call_failures_total', { call: '/lgw/games/hot', kind: 'unreachable' })));
    for (const app of APP_URLS) await request(`${app}/lgw/games/hot`);
    const after = await Promise.all(APP_URLS.map((app) => metricOf(app, 'mc_platform_call_failures_total', { call: '/lgw/games/hot', kind: 'unreachable' })));
    assert.deepEqual(after.map((count, i) => count - before[i]), APP_URLS.map(() => 1));
  } finally {
    await sim.setState({ faults: [] });
  }
});

test('each request is one JSON log line whose id the answer and the platform carry', async () => {
  const player = new Visitor('127.0.0.51');
  await sim.clearRequests();
  const page = await player.send(`${LB_URL}/m/home`);
  assert.equal(page.status, 200);
  const id = page.headers['x-request-id'];
  assert.match(id, /^[0-9a-f-]{36}$/, 'the balancer minted it');
  await sleep(200);
  const lines = logLines().filter((line) => line.requestId === id);
  assert.equal(lines.length, 1, 'one line');
  assert.deepEqual(Object.keys(lines[0]).sort(), ['ip', 'level', 'method', 'ms', 'msg', 'requestId', 'route', 'status', 'time']);
  assert.equal(lines[0].route, '/m/home');
  assert.equal(lines[0].ip, '127.0.0.51', 'the address the balancer appended');
  const platform = (await sim.requests()).filter((entry) => entry.headers['x-request-id'] === id);
  assert.ok(platform.length > 0, 'the platform got the id with the calls of that page');
});
