// Settings are cached per replica, but refreshed ahead of SETTINGS_TTL_MS: a maintenance switch reaches all.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, request, resetAll, SETTINGS_TTL_MS, sim, sleep } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ maintenance: false }));

/**
 * Polls one replica until it answers as the site's state says; answers when, in ms after `since`. The probe is a
 * door that asks the platform nothing (member info, signed out): 503 in maintenance, 401 otherwise. It answers in a
 * few ms, so the delay measured is the replica's, not a page's rendering time.
 */
async function seen(app, status, since, limitMs) {
  for (;;) {
    const sentAt = Date.now();
    const answer = await request(`${app}/wps/member/info`);
    if (answer.status === status) return sentAt - since;
    if (Date.now() - since > limitMs) return Infinity;
    await sleep(10);
  }
}

test(`a maintenance switch reaches every replica within SETTINGS_TTL_MS (${SETTINGS_TTL_MS} ms), idle or not, and so does its end`, async (t) => {
  // Idle for longer than the TTL first: no request may be needed to notice the switch.
  await sleep(SETTINGS_TTL_MS * 2);
  let since = Date.now();
  await sim.setState({ maintenance: true });
  const [idle, ...polled] = [...APP_URLS].reverse();
  const on = await Promise.all(polled.map((app) => seen(app, 503, since, SETTINGS_TTL_MS * 3)));
  assert.ok(on.every((ms) => ms <= SETTINGS_TTL_MS), `maintenance seen after ${on.join(', ')} ms`);
  // A replica nobody asked since the switch: its very first answer once SETTINGS_TTL_MS has passed is already closed.
  await sleep(Math.max(0, since + SETTINGS_TTL_MS - Date.now()));
  assert.equal((await request(`${idle}/wps/member/info`)).status, 503, 'the idle replica knew without a request');
  for (const app of APP_URLS) assert.equal((await request(`${app}/m/home`)).status, 503, 'the pages are closed too');

  since = Date.now();
  await sim.setState({ maintenance: false });
  const off = await Promise.all(APP_URLS.map((app) => seen(app, 401, since, SETTINGS_TTL_MS * 3)));
  t.diagnostic(`maintenance seen after ${on.join(', ')} ms; open again after ${off.join(', ')} ms`);
  assert.ok(off.every((ms) => ms <= SETTINGS_TTL_MS), `open again after ${off.join(', ')} ms`);
  for (const app of APP_URLS) assert.equal((await request(`${app}/m/home`)).status, 200, 'the pages are open again');
});
