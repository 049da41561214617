import Redis from 'ioredis';
import type { Store } from './store';

/** Adds and gives a new counter its expiry in the same step, so no counter outlives its window. */
const INCREMENT = `
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** The due members of a schedule, each made due again after the lease in the same step. */
const CLAIM_DUE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[3])
for _, member in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], member) end
return due`;

type WithIncrement = Redis & {
  mcIncrement(key: string, ttlMs: number, by: number): Promise<number>;
  mcClaimDue(key: string, now: number, leaseUntil: number, limit: number): Promise<string[]>;
};

const ms = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/**
 * The shared store of many replicas, in Redis. Commands fail fast rather than queue while Redis is away (no
 * offline queue, a command timeout): a limit that cannot be counted must answer now, not when Redis is back.
 */
export class RedisStore implements Store {
  private readonly client: WithIncrement;
  private lastError: string | null = null;
  /** Until the first connection, or a few seconds: a replica starting up is not ready before its store is. */
  readonly createdAt = Date.now();
  connectedOnce = false;

  constructor(url: string, timeoutMs: number) {
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: timeoutMs,
      connectTimeout: Math.max(1000, timeoutMs * 2),
      // Reconnects for ever, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    }) as WithIncrement;
    this.client.defineCommand('mcIncrement', { numberOfKeys: 1, lua: INCREMENT });
    this.client.defineCommand('mcClaimDue', { numberOfKeys: 1, lua: CLAIM_DUE });
    // Without a listener ioredis prints every failed reconnect; the state is read by health instead.
    this.client.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    this.client.on('ready', () => {
      this.connectedOnce = true;
      this.lastError = null;
    });
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    return Number(await this.client.mcIncrement(key, ms(ttlMs), by));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(key, value, 'PX', ms(ttlMs), 'NX')) === 'OK';
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(key, value, 'PX', ms(ttlMs));
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(key);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(key);
  }

  async schedule(key: string, member: string, dueAt: number, ttlMs: number): Promise<void> {
    await this.client.multi().zadd(key, dueAt, member).pexpire(key, ms(ttlMs)).exec();
  }

  async claimDue(key: string, now: number, leaseMs: number, limit: number): Promise<string[]> {
    return this.client.mcClaimDue(key, now, now + leaseMs, limit);
  }

  async unschedule(key: string, member: string): Promise<void> {
    await this.client.zrem(key, member);
  }

  /** Deletes every key matching `pattern` (test runs only: SCAN walks the whole keyspace). */
  async clear(pattern: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await this.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /** Answers whether Redis answered a PING in time; never throws. */
  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  /** The connection's state and the last error seen (never the URL: it may hold a password). */
  get status(): { connection: string; lastError: string | null } {
    return { connection: this.client.status, lastError: this.lastError };
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
