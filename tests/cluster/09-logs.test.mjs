// After everything the suite did (sign-ins, withdrawals with payment passwords, sign-outs): no log holds a token, a
// password, a card number or a session cookie.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allLogText, logLines, sim } from './support/cluster.mjs';

test('no log line holds a token, a password, a card number or a session cookie', async () => {
  const text = allLogText();
  assert.ok(logLines().length > 100, 'the replicas logged the suite');
  for (const secret of ['Demo1234', '246810', '0071000006789', 'mc_session=']) assert.ok(!text.includes(secret), `a log holds ${secret}`);
  for (const { token } of await sim.tokens()) assert.ok(!text.includes(token), 'a log holds a platform token');
});
