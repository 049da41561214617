// A replica killed outright (SIGKILL, no goodbye) mid-traffic: the balancer retries what it may (a connection that
// failed, a GET whose answer never came); a money write it may not retry is resubmitted by the player with the
// same key, and the platform makes the order once.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { cluster, LB_URL, resetAll, sim, sleep, startLoad, submitWithdraw, Visitor, withdrawForm } from './support/cluster.mjs';

before(resetAll);

/** Withdraws 100 through the balancer until an order number comes back, resubmitting the same form on a failure. */
async function withdrawOnce(player) {
  let fields;
  for (let attempt = 0; !fields; attempt += 1) {
    try {
      fields = await withdrawForm(player, LB_URL);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
  const outcomes = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    try {
      const { response, orderNo } = await submitWithdraw(player, LB_URL, fields, { amount: '100' });
      outcomes.push(response.status);
      if (orderNo) return { key: fields.idempotencyKey, orderNo, outcomes };
      if (response.status < 500) throw new Error(`withdraw answered ${response.status} without an order: ${response.body.slice(0, 200)}`);
    } catch (error) {
      if (error.message.startsWith('withdraw answered')) throw error;
      outcomes.push(error.message);
    }
    await sleep(200);
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
    while (writing) writes.push(await withdrawOnce(player));
  })();

  await sleep(1500);
  await cluster.kill(2);
  await sleep(2500);
  await cluster.start(2);
  await sleep(1000);
  writing = false;
  await writer;
  const tally = await load.stop();
  const resubmitted = writes.filter((write) => write.outcomes.length > 1);
  t.diagnostic(`GETs ${JSON.stringify(tally.statuses)}, ${tally.truncated.length} cut mid-answer; ${writes.length} withdrawals, ${resubmitted.length} resubmitted after ${JSON.stringify(resubmitted.map((write) => write.outcomes))}`);

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
