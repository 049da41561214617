// SIGTERM: readiness false first, liveness true, what is in flight finishes, then the replica exits; a rolling
// restart under load answers no 5xx.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, cluster, request, resetAll, sim, sleep, startLoad, Visitor } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ faults: [] }));

test('on SIGTERM a replica turns not ready, stays live, finishes its requests, stops listening, then exits', async () => {
  const app = APP_URLS[2];
  // A platform call slower than the drain (1.5 s) but within the platform timeout (2.5 s).
  await sim.setState({ faults: [{ path: '/lgw/games/hot', latencyMs: 2000 }] });
  try {
    const slow = request(`${app}/lgw/games/hot`);
    await sleep(300);
    const stopping = cluster.stop(3);
    await sleep(300);
    assert.equal((await request(`${app}/api/health/ready`)).status, 503);
    assert.equal((await request(`${app}/api/health/live`)).status, 200);
    await sleep(1500);
    await assert.rejects(request(`${app}/api/health/live`), /ECONNREFUSED/, 'no new connections after the drain');
    const answered = await slow;
    assert.equal(answered.status, 200, 'the request in flight was finished');
    const stopped = await stopping;
    assert.equal(stopped.exitCode, 0);
    assert.ok(stopped.ms < 10000, `exited after ${stopped.ms} ms`);
  } finally {
    await sim.setState({ faults: [] });
    await cluster.start(3).catch(() => undefined);
  }
});

test('a rolling restart (stop one, start it again, one after the other) under load answers no 5xx', async (t) => {
  const player = new Visitor('127.0.0.61');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const visitor = startLoad({ paths: ['/m/home', '/lgw/games/hot', '/m/hot'], workers: 3, from: '127.0.0.62' });
  const member = startLoad({ paths: ['/wps/member/info', '/m/member/home'], workers: 1, visitor: player });
  for (const replica of [1, 2, 3]) {
    await cluster.stop(replica);
    await cluster.start(replica);
  }
  await sleep(500);
  const [anonymous, signedIn] = await Promise.all([visitor.stop(), member.stop()]);
  t.diagnostic(`visitors ${JSON.stringify(anonymous.statuses)}, signed in ${JSON.stringify(signedIn.statuses)}`);
  for (const tally of [anonymous, signedIn]) {
    assert.ok(tally.total > 20, `load was sent: ${JSON.stringify(tally.statuses)}`);
    assert.deepEqual(tally.errors, [], 'no failed connection');
    assert.deepEqual(tally.truncated, [], 'no answer cut: a stopping replica finishes what it serves');
    assert.deepEqual(tally.serverErrors, [], 'no 5xx');
  }
});
