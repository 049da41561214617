// A sign-out the platform did not confirm waits in the shared store, not in the replica that took it: killed before
// it could ask again, that replica leaves the retry to the others (lib/session/pendingSignOuts.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, cluster, resetAll, sim, sleep, Visitor } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ faults: [] }));

test('a replica killed right after a sign-out the platform refused: another replica asks again and the token ends', async () => {
  const player = new Visitor('127.0.0.101');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const token = (await sim.tokens()).find((entry) => entry.userName === 'demo01')?.token;
  assert.ok(token, 'the platform issued a token');
  await sim.setState({ faults: [{ path: '/wps/session/logout', status: 500 }] });
  try {
    const signOut = await player.door(APP_URLS[0], '/wps/session/logout', { method: 'DELETE' });
    assert.equal(signOut.status, 200, signOut.body);
    // Before its first retry (5 s): whatever the replica held in memory dies with it.
    await cluster.kill(1);
    await sim.setState({ faults: [] });
    assert.ok((await sim.tokens()).some((entry) => entry.token === token), 'the platform still honours the token');
    let ended = false;
    for (let waited = 0; waited < 20_000 && !ended; waited += 500) {
      await sleep(500);
      ended = !(await sim.tokens()).some((entry) => entry.token === token);
    }
    assert.ok(ended, 'another replica ended the token on the platform');
    const asked = (await sim.requests('/wps/session/logout')).filter((entry) => entry.headers.authorization === token);
    assert.ok(asked.length >= 2, `asked ${asked.length} times`);
  } finally {
    await sim.setState({ faults: [] });
    await cluster.start(1).catch(() => undefined);
  }
});
