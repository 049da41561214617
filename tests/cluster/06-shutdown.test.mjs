// SIGTERM: readiness false first, liveness true, what is in flight finishes, then the replica exits; a rolling
// restart under load answers no 5xx.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, cluster, request, resetAll, sim, sleep, startLoad, Visitor } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ faults: [] }));

test('on SIGTERM a replica turns not ready, stays live, finishes its requests, stops listening, then exits', async () => {
  const app = APP_URLS[2];
  await sim.setState({ faults: [{ path: '/lgw/games/hot', latencyMs: 2500 }] });
  const slow = request(`${app}/lgw/games/hot`);
  await sleep(300);
  const stopping = cluster.stop(3);
  await sleep(300);
  assert.equal((await request(`${app}/api/health/ready`)).status, 503);
  assert.equal((await request(`${app}/api/health/live`)).status, 200);
  const answered = await slow;
  assert.equal(answered.status, 200, 'the request in flight was finished');
  await sleep(1500);
  await assert.rejects(request(`${app}/api/health/live`), /ECONNREFUSED/, 'no new connections after the drain');
  const stopped = await stopping;
  assert.equal(stopped.exitCode, 0);
  assert.ok(stopped.ms < 10000, `exited after ${stopped.ms} ms`);
  await sim.setState({ faults: [] });
  await cluster.start(3);
});

test('a rolling restart (stop one, start it again, one after the other) under load answers no 5xx', async () => {
  const player = new Visitor('127.0.0.61');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const visitor = startLoad({ paths: ['/m/home', '/lgw/games/hot', '/m/games'], workers: 3, from: '127.0.0.62' });
  const member = startLoad({ paths: ['/wps/member/info', '/m/member'], workers: 1, visitor: player });
  for (const replica of [1, 2, 3]) {
    await cluster.stop(replica);
    await cluster.start(replica);
  }
  await sleep(500);
  const [anonymous, signedIn] = await Promise.all([visitor.stop(), member.stop()]);
  for (const tally of [anonymous, signedIn]) {
    assert.ok(tally.total > 20, `load was sent: ${JSON.stringify(tally.statuses)}`);
    assert.deepEqual(tally.errors, [], 'no failed connection');
    assert.deepEqual(tally.serverErrors, [], 'no 5xx');
  }
});
