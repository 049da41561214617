import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '@/lib/store/redisStore';
import { freePort, hasRedis, sleep, startRedisServer, untilAnswers } from '../support/redisServer';

describe.skipIf(!hasRedis)('RedisStore against redis-server', () => {
  let redis: ChildProcess;
  let port: number;
  let store: RedisStore;

  async function startRedis() {
    redis = startRedisServer(port);
    await untilAnswers(store);
  }

  beforeAll(async () => {
    port = await freePort();
    store = new RedisStore(`redis://127.0.0.1:${port}`, 300);
    await startRedis();
    expect(await store.ping()).toBe(true);
  });

  afterAll(async () => {
    await store.close();
    redis.kill('SIGKILL');
  });

  it('counts, and a counter expires with its first ttl however often it is counted', async () => {
    const key = `mc:test:count:${Date.now()}`;
    expect(await store.increment(key, 300)).toBe(1);
    await sleep(150);
    expect(await store.increment(key, 300)).toBe(2);
    await sleep(200);
    expect(await store.increment(key, 300)).toBe(1);
  });

  it('sets only when absent, gets, deletes; every key expires', async () => {
    const key = `mc:test:lock:${Date.now()}`;
    expect(await store.setIfAbsent(key, 'a', 200)).toBe(true);
    expect(await store.setIfAbsent(key, 'b', 200)).toBe(false);
    expect(await store.get(key)).toBe('a');
    await store.set(key, 'c', 200);
    expect(await store.get(key)).toBe('c');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'd', 100);
    await sleep(150);
    expect(await store.get(key)).toBeNull();
  });

  it('fails fast while Redis is away, and works again once it is back', async () => {
    redis.kill('SIGKILL');
    await sleep(200);
    const started = Date.now();
    await expect(store.get('mc:test:away')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await store.ping()).toBe(false);
    await startRedis();
    expect(await store.ping()).toBe(true);
    expect(await store.increment(`mc:test:back:${Date.now()}`, 1000)).toBe(1);
  });
});
