// Redis away: limits that guard a secret fail closed ("try again shortly"), reads stay open, health says so, and
// everything comes back with Redis.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, cluster, envelope, LB_URL, request, resetAll, sim, sleep, submitWithdraw, Visitor, withdrawForm } from './support/cluster.mjs';

before(resetAll);
let redisDown = false;
after(async () => {
  if (redisDown) await cluster.startRedis();
});

test('with Redis away sign-ins and payment passwords are refused, pages and reads are served, /api/health says so', async () => {
  const player = new Visitor('127.0.0.81');
  assert.equal((await player.signIn(LB_URL)).status, 200);
  const fields = await withdrawForm(player, LB_URL);
  const withdrawalsBefore = (await sim.withdrawals('demo01')).length;

  await cluster.stopRedis();
  redisDown = true;

  const visitor = new Visitor('127.0.0.82');
  const refused = await visitor.signIn(LB_URL);
  assert.equal(refused.status, 429, refused.body);
  assert.equal(envelope(refused).code, 'STORE_UNAVAILABLE');
  assert.equal(envelope(refused).message, 'Hiện chưa thể kiểm tra yêu cầu này. Vui lòng thử lại sau ít phút.');
  const english = new Visitor('127.0.0.83');
  english.cookies.set('NEXT_LOCALE', 'en');
  assert.equal(envelope(await english.signIn(LB_URL)).message, 'This cannot be checked right now. Please try again shortly.');

  const withdraw = await submitWithdraw(player, LB_URL, fields, { amount: '100' });
  assert.equal(withdraw.response.status, 200);
  assert.match(withdraw.response.body, /Hiện chưa thể kiểm tra yêu cầu này/);
  assert.equal((await sim.withdrawals('demo01')).length, withdrawalsBefore, 'no money moved');

  assert.equal((await request(`${LB_URL}/m/home`)).status, 200);
  const info = await player.door(LB_URL, '/wps/member/info', { method: 'GET' });
  assert.equal(info.status, 200, info.body);
  for (const app of APP_URLS) {
    const health = await request(`${app}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(JSON.parse(health.body).store, {
      kind: 'redis', reachable: false, failing: 'closed for sign-in and payment-password limits, open for reads',
    });
    assert.equal(JSON.parse(health.body).status, 'degraded');
    assert.equal((await request(`${app}/api/health/ready`)).status, 200, 'still ready: reads go on');
  }

  await cluster.startRedis();
  redisDown = false;
  let back;
  for (let i = 0; i < 40; i += 1) {
    back = await new Visitor('127.0.0.84').signIn(LB_URL);
    if (back.status === 200) break;
    await sleep(250);
  }
  assert.equal(back.status, 200, `sign-ins work again: ${back.body}`);
  for (const app of APP_URLS) {
    for (let i = 0; i < 20 && JSON.parse((await request(`${app}/api/health`)).body).status !== 'ok'; i += 1) await sleep(250);
    assert.equal(JSON.parse((await request(`${app}/api/health`)).body).store.reachable, true);
  }
});
