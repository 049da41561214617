// Per-visitor limits are counted in the shared store: the N+1st attempt is refused whichever replica takes it.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { APP_URLS, envelope, LB_URL, LIMITS, logLines, metricOf, resetAll, sleep, Visitor } from './support/cluster.mjs';

before(resetAll);

/** Requests with this status per replica, read from each replica's own metrics. */
async function perReplica(route, status) {
  return Promise.all(APP_URLS.map((app) => metricOf(app, 'mc_http_requests_total', { route, status: String(status) })));
}

function spread(before, after) {
  return after.map((count, i) => count - before[i]);
}

test(`sign-ins: ${LIMITS.login} per visitor address are let through, spread over the replicas, then every one is refused`, async () => {
  const visitor = new Visitor('127.0.0.21');
  const route = '/wps/session/login';
  const okBefore = await perReplica(route, 200);
  const refusedBefore = await perReplica(route, 429);
  for (let i = 0; i < LIMITS.login; i += 1) {
    const answer = await visitor.signIn(LB_URL);
    assert.equal(answer.status, 200, `attempt ${i + 1}: ${answer.body}`);
  }
  const served = spread(okBefore, await perReplica(route, 200));
  assert.ok(served.every((count) => count > 0), `every replica took sign-ins: ${served}`);

  // Twice round the replicas: a balancer skipping one for a moment still leaves each a turn.
  for (let i = 0; i < 2 * APP_URLS.length; i += 1) {
    const answer = await visitor.signIn(LB_URL);
    assert.equal(answer.status, 429, answer.body);
    assert.equal(envelope(answer).code, 'RATE_LIMITED');
    assert.match(envelope(answer).message, /Quá nhiều|quá nhiều/);
  }
  const refused = spread(refusedBefore, await perReplica(route, 429));
  assert.ok(refused.every((count) => count >= 1), `every replica refused: ${refused}`);

  // Another address is a visitor of its own.
  assert.equal((await new Visitor('127.0.0.22').signIn(LB_URL)).status, 200);
});

test(`SMS codes: ${LIMITS.sms} per visitor address, then refused on every replica`, async () => {
  const visitor = new Visitor('127.0.0.23');
  const ask = () => visitor.door(LB_URL, '/wps/verification/sms/noLogin', { json: { mobileNum: '912345678', countryDialingCode: '84' } });
  for (let i = 0; i < LIMITS.sms; i += 1) {
    const answer = await ask();
    assert.equal(answer.status, 200, `code ${i + 1}: ${answer.body}`);
  }
  const refusedBefore = await perReplica('/wps/verification/sms/noLogin', 429);
  for (let i = 0; i < 2 * APP_URLS.length; i += 1) assert.equal((await ask()).status, 429);
  const refused = spread(refusedBefore, await perReplica('/wps/verification/sms/noLogin', 429));
  assert.ok(refused.every((count) => count >= 1), `every replica refused: ${refused}`);
  assert.ok((await metricOf(APP_URLS[0], 'mc_rate_limit_refusals_total', { code: 'RATE_LIMITED' })) >= 1);
});

// SPEC §7 security: the replicas believe the balancer's entry of X-Forwarded-For (TRUSTED_PROXIES=1), none before it.
test('a visitor writing a new X-Forwarded-For each time is still one visitor, and is logged as the balancer saw it', async () => {
  const visitor = new Visitor('127.0.0.24');
  const spoofed = (n) => ({ method: 'POST', headers: { 'X-Forwarded-For': `198.51.100.${n}`, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' }, body: '{}' });
  // The replicas' logs are kept across runs: only the lines this test adds count.
  const linesFrom = (ip) => logLines().filter((line) => line.ip === ip).length;
  const before = linesFrom('127.0.0.24');
  const statuses = [];
  for (let n = 1; n <= LIMITS.login + 2; n += 1) statuses.push((await visitor.send(`${LB_URL}/wps/session/login/freeplay`, spoofed(n))).status);
  assert.deepEqual(statuses, [...Array(LIMITS.login).fill(200), 429, 429]);
  // A log line is written once its answer closed.
  await sleep(300);
  assert.equal(linesFrom('127.0.0.24') - before, LIMITS.login + 2);
  assert.equal(logLines().filter((line) => String(line.ip).startsWith('198.51.100.')).length, 0);
  // Two real clients behind the balancer are still told apart.
  assert.equal((await new Visitor('127.0.0.25').send(`${LB_URL}/wps/session/login/freeplay`, spoofed(1))).status, 200);
});
