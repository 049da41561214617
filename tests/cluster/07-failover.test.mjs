// A replica killed outright (SIGKILL, no goodbye) mid-traffic: the balancer retries what it may (a connection that
// failed, a GET whose answer never began); a money write it may not retry is resubmitted by the player with the
// same key, and the platform makes the order once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APP_URLS, cluster, LB_URL, resetAll, sim, sleep, startLoad, submitWithdraw, Visitor, withdrawForm } from './support/cluster.mjs';

before(resetAll);
after(() => sim.setState({ faults: [] }));

/** The withdraw form, fetched through the balancer (a GET it retries elsewhere if need be). */
async function form(player) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withdrawForm(player, LB_URL);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * Submits a withdrawal of 100 (first to `first`, then through the balancer) until an order number comes back,
 * resubmitting the same form, so the same idempotency key, after a 5xx or a broken connection, as the form does.
 */
async function withdrawOnce(player, fields, first = LB_URL) {
  const outcomes = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      const { response, orderNo } = await submitWithdraw(player, attempt === 0 ? first : LB_URL, fields, { amount: '100' });
      outcomes.push(response.status);
      if (orderNo) return { key: fields.idempotencyKey, orderNo, outcomes };
      if (response.status < 500) throw Object.assign(new Error(`withdraw answered ${response.status} without an order: ${response.body.slice(0, 200)}`), { final: true });
    } catch (error) {
      if (error.final) throw error;
      outcomes.push(error.code ?? error.message);
    }
    await sleep(300);
  }
  throw new Error(`no order after resubmits: ${outcomes.join(', ')}`);
}

test('killing a replica mid-traffic loses no GET, and no money write is lost or made twice', async (t) => {
  const player = new Visitor('127.0.0.71');
  assert.equal((await player.signIn(LB_URL)).status, 200);
  const before = (await sim.withdrawals('demo01')).length;
  const load = startLoad({ paths: ['/m/home', '/lgw/games/hot', '/m/hot'], workers: 4, from: '127.0.0.72' });
  const writes = [];
  let writing = true;
  const writer = (async () => {
    while (writing) writes.push(await withdrawOnce(player, await form(player)));
  })();
  await sleep(1500);

  // A withdrawal the platform makes, then answers only 2 s later: it is in flight on replica 2 when replica 2 dies.
  await sim.setState({ faults: [{ path: '/wps/transaction/withdraw', latencyMs: 2000, delay: 'after' }] });
  const caught = withdrawOnce(player, await form(player), APP_URLS[1]);
  await sleep(800);
  await cluster.kill(2);
  const inFlight = await caught;
  await sim.setState({ faults: [] });
  await sleep(1000);
  await cluster.start(2);
  await sleep(1000);
  writing = false;
  await writer;
  writes.push(inFlight);
  const tally = await load.stop();
  t.diagnostic(`GETs ${JSON.stringify(tally.statuses)}, ${tally.truncated.length} cut mid-answer; ${writes.length} withdrawals; the one on the killed replica: ${JSON.stringify(inFlight.outcomes)}`);

  assert.ok(inFlight.outcomes.length > 1 && typeof inFlight.outcomes[0] !== 'number', 'the write in flight lost its answer with its replica');
  assert.ok(tally.total > 20, `load was sent: ${JSON.stringify(tally.statuses)}`);
  assert.deepEqual(tally.errors, [], 'no GET failed before its answer began: the balancer retried them elsewhere');
  assert.deepEqual(tally.serverErrors, [], 'no 5xx on a GET');
  // An answer already streaming from the killed replica is cut; that is the one loss no balancer can retry.
  assert.ok(tally.truncated.length <= 4, `few answers cut mid-stream: ${tally.truncated.join('; ')}`);
  assert.ok(writes.length >= 3, `money writes were made: ${writes.length}`);
  const orders = new Set(writes.map((write) => write.orderNo));
  assert.equal(orders.size, writes.length, 'one order per key');
  const recorded = await sim.withdrawals('demo01');
  assert.equal(recorded.length, before + writes.length, 'the platform made exactly the orders the player was told of');
  for (const orderNo of orders) assert.ok(recorded.some((order) => order.orderNo === orderNo), `${orderNo} is on record`);
});
