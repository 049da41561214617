import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, queueSignOut, retryDueSignOuts, retryDelay, type LogoutAnswer } from '@/lib/session/pendingSignOuts';
import { MemoryStore } from '@/lib/store/memoryStore';
import { RedisStore } from '@/lib/store/redisStore';
import { installStore, storeKey } from '@/lib/store/store';
import { freePort, hasRedis, startRedisServer, untilAnswers } from '../support/redisServer';
import { useConfig } from '../support/testConfig';

// SPEC §4 logout: a sign-out the platform did not confirm is asked again until it does (lib/session/pendingSignOuts.ts).

/** A platform whose logout fails until `confirmFrom` asks have been made; records every token it was asked to end. */
function platform(confirmFrom: number) {
  const asked: string[] = [];
  return {
    asked,
    ask: async (token: string): Promise<LogoutAnswer> => {
      asked.push(token);
      return asked.length >= confirmFrom ? 'ended' : 'failed';
    },
  };
}

describe('sign-outs the platform did not confirm', () => {
  let now = 1_000_000;
  beforeAll(() => useConfig());
  beforeEach(() => {
    now = 1_000_000;
    installStore(new MemoryStore(() => now));
  });

  it('waits longer after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(retryDelay(30)).toBe(LONGEST_RETRY_MS);
  });

  it('asks again after each wait until the platform confirms, then never again', async () => {
    const { asked, ask } = platform(3);
    await queueSignOut('token-a', now);
    expect(await retryDueSignOuts(ask, now + FIRST_RETRY_MS - 1)).toBe(0);
    const turns = [FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS];
    for (const wait of turns) {
      now += wait;
      expect(await retryDueSignOuts(ask, now)).toBe(1);
    }
    // Three asks after the first failed one (the old rule asked once more and gave up): the third one confirmed.
    expect(asked).toEqual(['token-a', 'token-a', 'token-a']);
    now += LONGEST_RETRY_MS;
    expect(await retryDueSignOuts(ask, now)).toBe(0);
    expect(asked).toHaveLength(3);
  });

  it('keeps the token sealed in the store, never in the clear', async () => {
    const memory = new MemoryStore(() => now);
    installStore(memory);
    await queueSignOut('platform-token-in-the-clear', now);
    const claimed = await memory.claimDue(storeKey('signout', 'pending'), now + FIRST_RETRY_MS, 1, 10);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).not.toContain('platform-token-in-the-clear');
  });
});

describe.skipIf(!hasRedis)('sign-outs the platform did not confirm, in Redis', () => {
  let redis: ChildProcess;
  let url: string;
  const opened: RedisStore[] = [];

  beforeAll(async () => {
    useConfig({ MERCHANT_CODE: `signout${Date.now()}` });
    url = `redis://127.0.0.1:${await freePort()}`;
    redis = startRedisServer(Number(url.split(':').pop()));
    const probe = new RedisStore(url, 300);
    opened.push(probe);
    await untilAnswers(probe);
  });

  /** A fresh connection, as a process that just started makes, once it answers. */
  async function connected(): Promise<RedisStore> {
    const store = new RedisStore(url, 300);
    opened.push(store);
    await untilAnswers(store);
    installStore(store);
    return store;
  }

  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    redis.kill('SIGKILL');
  });

  it('survives a restart of the replica: a new process takes the queue up and asks the platform', async () => {
    const before = await connected();
    const now = Date.now();
    await queueSignOut('token-before-restart', now);
    await before.close();

    // A new process: a new connection, nothing in its memory.
    await connected();
    const { asked, ask } = platform(1);
    expect(await retryDueSignOuts(ask, now + FIRST_RETRY_MS)).toBe(1);
    expect(asked).toEqual(['token-before-restart']);
    // Confirmed: gone from the queue for every replica.
    expect(await retryDueSignOuts(ask, now + LONGEST_RETRY_MS * 2)).toBe(0);
  });

  it('lets one replica at a time ask: a claimed sign-out is not due for another until its lease ends', async () => {
    const store = await connected();
    const now = Date.now();
    await queueSignOut('token-shared', now);
    // Another replica's turn, a moment earlier.
    const first = await store.claimDue(storeKey('signout', 'pending'), now + FIRST_RETRY_MS, 60_000, 10);
    expect(first).toHaveLength(1);
    const { asked, ask } = platform(1);
    expect(await retryDueSignOuts(ask, now + FIRST_RETRY_MS + 1)).toBe(0);
    expect(asked).toEqual([]);
  });
});
