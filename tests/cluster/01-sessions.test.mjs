// A session is a sealed cookie every replica opens with the same SESSION_SECRET; a sign-out is a revocation in the
// shared store that every replica reads.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { APP_URLS, envelope, LB_URL, resetAll, sim, Visitor } from './support/cluster.mjs';

before(resetAll);

test('a player signed in through the balancer is signed in on every replica', async () => {
  const player = new Visitor('127.0.0.11');
  const signIn = await player.signIn(LB_URL);
  assert.equal(signIn.status, 200, signIn.body);
  assert.ok(player.cookies.has('mc_session'));
  for (const app of APP_URLS) {
    const info = await player.door(app, '/wps/member/info', { method: 'GET' });
    assert.equal(info.status, 200, `${app}: ${info.body}`);
    assert.equal(envelope(info).value.userName, 'demo01');
  }
});

test('a sign-out on one replica is honoured by every other, without asking the platform', async () => {
  const player = new Visitor('127.0.0.12');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const copy = player.cookieHeader;
  const signOut = await player.door(APP_URLS[0], '/wps/session/logout', { method: 'DELETE' });
  assert.equal(signOut.status, 200, signOut.body);
  assert.ok(!player.cookies.has('mc_session'), 'the cookie is cleared');

  await sim.clearRequests();
  // Someone kept a copy of the cookie and tries it on the other replicas.
  const thief = new Visitor('127.0.0.13');
  thief.cookies = new Map(copy.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  for (const app of APP_URLS.slice(1)) {
    const info = await thief.door(app, '/wps/member/info', { method: 'GET' });
    assert.equal(info.status, 401, `${app}: ${info.body}`);
  }
  const asked = (await sim.requests('/wps/member/info')).length;
  assert.equal(asked, 0, 'the replicas knew from the store; the platform was not asked');
});
