// A money write carries the idempotency key minted with its form: the same submit reaching two replicas makes one
// order, whether the second replica answers from the shared store or the platform answers the repeat.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { APP_URLS, resetAll, sim, submitWithdraw, Visitor, withdrawForm } from './support/cluster.mjs';

before(resetAll);

const WITHDRAW_CALL = '/wps/transaction/withdraw';
const withdrawCalls = async () => (await sim.requests(WITHDRAW_CALL)).filter((entry) => entry.path === WITHDRAW_CALL);

test('a double submit sent at once to two replicas makes one order, and both answers name it', async () => {
  const player = new Visitor('127.0.0.31');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const before = (await sim.withdrawals('demo01')).length;
  const fields = await withdrawForm(player, APP_URLS[0]);
  assert.ok(fields.idempotencyKey, 'the form carries its key');
  const [first, second] = await Promise.all([
    submitWithdraw(player, APP_URLS[1], fields, { amount: '100.25' }),
    submitWithdraw(player, APP_URLS[2], fields, { amount: '100.25' }),
  ]);
  assert.equal(first.response.status, 200);
  assert.equal(second.response.status, 200);
  const after = await sim.withdrawals('demo01');
  assert.equal(after.length, before + 1, 'one order');
  assert.ok(first.orderNo && first.orderNo === second.orderNo, `both name the order: ${first.orderNo} / ${second.orderNo}`);
  assert.equal(after[0].orderNo, first.orderNo);
});

test('a resubmit on another replica is answered from the shared store: the platform is asked once', async () => {
  const player = new Visitor('127.0.0.32');
  assert.equal((await player.signIn(APP_URLS[0])).status, 200);
  const fields = await withdrawForm(player, APP_URLS[0]);
  await sim.clearRequests();
  const first = await submitWithdraw(player, APP_URLS[0], fields, { amount: '101.50' });
  const again = await submitWithdraw(player, APP_URLS[1], fields, { amount: '101.50' });
  assert.ok(first.orderNo, 'the first submit made an order');
  assert.equal(again.orderNo, first.orderNo);
  const calls = (await withdrawCalls()).filter((entry) => entry.headers['idempotency-key'] === fields.idempotencyKey);
  assert.equal(calls.length, 1, 'the second replica replayed the record');
});
