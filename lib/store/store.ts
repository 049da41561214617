import 'server-only';
import { config } from '@/lib/config';
import { MemoryStore } from './memoryStore';

/**
 * What must hold across requests (attempt counters, locks, revoked tokens, idempotency records) lives behind this
 * interface and nowhere else, so many replicas can share one store. Every key expires.
 */
export interface Store {
  /** Adds one to the counter at `key` (starting at 0) and answers the new value; a new counter expires after `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Sets `key` only when it holds nothing; answers whether it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __mcStore?: Store };

/** The store of this process: in memory unless a shared one was installed (`useStore`). */
export function store(): Store {
  return (holder.__mcStore ??= new MemoryStore());
}

/** Installs another store (a shared one, or a fresh one in tests). */
export function useStore(next: Store): void {
  holder.__mcStore = next;
}

/** Keys carry the merchant code: one store may serve several merchants' containers. */
export function storeKey(...parts: (string | number)[]): string {
  return ['mc', config().MERCHANT_CODE, ...parts].join(':');
}
