import 'server-only';
import { config } from '@/lib/config';
import { FailurePolicyStore } from './failurePolicy';
import { MemoryStore } from './memoryStore';
import { RedisStore } from './redisStore';

/**
 * What must hold across requests (attempt counters, locks, revoked tokens, idempotency records) lives behind this
 * interface and nowhere else, so many replicas can share one store. Every key expires.
 */
export interface Store {
  /** Adds `by` (one) to the counter at `key` (starting at 0) and answers the new value; a new counter expires after `ttlMs`. */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Sets `key` only when it holds nothing; answers whether it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Puts `member` in the schedule at `key`, due at `dueAt` (ms since the epoch); the schedule expires `ttlMs` after this. */
  schedule(key: string, member: string, dueAt: number, ttlMs: number): Promise<void>;
  /**
   * Members of the schedule due by `now` (at most `limit`), each made due again `leaseMs` later in the same step, so
   * one replica works on them at a time and a replica that stops midway leaves them to the next.
   */
  claimDue(key: string, now: number, leaseMs: number, limit: number): Promise<string[]>;
  unschedule(key: string, member: string): Promise<void>;
}

// The backend (one connection, one memory) is shared by the whole process through globalThis; the failure policy
// is built per bundle, so the refusal it throws is the PlatformError class its callers test with instanceof.
const holder = globalThis as typeof globalThis & { __mcStore?: Store; __mcRedis?: RedisStore };
let guarded: { backend: Store; store: Store } | undefined;

function backend(): Store {
  if (!holder.__mcStore) {
    const { REDIS_URL, REDIS_TIMEOUT_MS } = config();
    if (REDIS_URL) holder.__mcStore = holder.__mcRedis = new RedisStore(REDIS_URL, REDIS_TIMEOUT_MS);
    else holder.__mcStore = new MemoryStore();
  }
  return holder.__mcStore;
}

const usesRedis = () => Boolean(holder.__mcRedis) && backend() === holder.__mcRedis;

/**
 * The store of this process: Redis when REDIS_URL names one (behind the failure policy of ./failurePolicy.ts),
 * otherwise in memory, right for a single process (`npm start`, tests).
 */
export function store(): Store {
  const current = backend();
  if (!usesRedis()) return current;
  if (guarded?.backend !== current) guarded = { backend: current, store: new FailurePolicyStore(current) };
  return guarded.store;
}

/** Installs another store (a fresh one in tests). */
export function installStore(next: Store): void {
  holder.__mcStore = next;
}

/** Keys carry the merchant code: one store may serve several merchants' containers. */
export function storeKey(...parts: (string | number)[]): string {
  return ['mc', config().MERCHANT_CODE, ...parts].join(':');
}

export interface StoreHealth {
  kind: 'redis' | 'memory';
  reachable: boolean;
  /** Redis only: the connection state and the last error seen. */
  connection?: string;
  lastError?: string | null;
}

const PING_INTERVAL_MS = 1000;
const pings = globalThis as typeof globalThis & { __mcStorePing?: { at: number; answer: Promise<boolean> } };

/**
 * Whether the shared store answers (a PING bounded by REDIS_TIMEOUT_MS, sent at most once a second however
 * often health is asked); the embedded store always does.
 */
export async function storeHealth(): Promise<StoreHealth> {
  const redis = holder.__mcRedis;
  if (!redis || !usesRedis()) return { kind: 'memory', reachable: true };
  const now = Date.now();
  if (!pings.__mcStorePing || now - pings.__mcStorePing.at >= PING_INTERVAL_MS) pings.__mcStorePing = { at: now, answer: redis.ping() };
  const reachable = await pings.__mcStorePing.answer;
  return { kind: 'redis', reachable, ...redis.status };
}

/** How long a starting replica waits for its first connection to Redis before it says it is ready anyway. */
const FIRST_CONNECT_GRACE_MS = 10_000;

/**
 * Whether the shared store is still making its first connection: commands are not queued meanwhile, so a replica
 * that took traffic now would refuse sign-ins. Past the grace a replica takes traffic anyway (reads fail open).
 */
export function storeStarting(): boolean {
  const redis = holder.__mcRedis;
  return Boolean(redis && usesRedis() && !redis.connectedOnce && Date.now() - redis.createdAt < FIRST_CONNECT_GRACE_MS);
}

/** Forgets everything this merchant's store holds (test runs: `POST /api/test/reset`). */
export async function resetStore(): Promise<void> {
  if (usesRedis()) await holder.__mcRedis!.clear(`${storeKey()}:*`);
  else installStore(new MemoryStore());
}

/** Lets go of the shared store's connection (graceful shutdown). */
export async function closeStore(): Promise<void> {
  await holder.__mcRedis?.close();
}
