// Settings are cached per replica, but refreshed ahead of SETTINGS_TTL_MS: a maintenance switch reaches all.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, request, resetAll, SETTINGS_TTL_MS, sim, sleep } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ maintenance: false }));

/** Polls one replica until its home answers `status`; answers when, in ms after `since`. */
async function seen(app, status, since, limitMs) {
  for (;;) {
    // When the request was sent, not answered: the page's own rendering time is not the switch's delay.
    const sentAt = Date.now();
    const answer = await request(`${app}/m/home`);
    if (answer.status === status) return sentAt - since;
    if (Date.now() - since > limitMs) return Infinity;
    await sleep(25);
  }
}

test(`a maintenance switch reaches every replica within SETTINGS_TTL_MS (${SETTINGS_TTL_MS} ms), idle or not, and so does its end`, async () => {
  // Idle for longer than the TTL first: no request may be needed to notice the switch.
  await sleep(SETTINGS_TTL_MS * 2);
  let since = Date.now();
  await sim.setState({ maintenance: true });
  const on = await Promise.all(APP_URLS.map((app) => seen(app, 503, since, SETTINGS_TTL_MS * 3)));
  assert.ok(on.every((ms) => ms <= SETTINGS_TTL_MS), `maintenance seen after ${on.join(', ')} ms`);

  since = Date.now();
  await sim.setState({ maintenance: false });
  const off = await Promise.all(APP_URLS.map((app) => seen(app, 200, since, SETTINGS_TTL_MS * 3)));
  assert.ok(off.every((ms) => ms <= SETTINGS_TTL_MS), `open again after ${off.join(', ')} ms`);
});
