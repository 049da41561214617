import type { Store } from './store';

/** Keys kept at most; past this the entries closest to expiry go first, so a flood cannot grow memory without bound. */
const MAX_KEYS = 50_000;

interface Entry {
  value: string;
  expiresAt: number;
}

/** The embedded store of a single process (`npm start`, tests). */
export class MemoryStore implements Store {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.evict();
    this.entries.set(key, entry);
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size < this.maxKeys) return;
    const soonest = [...this.entries].sort((a, b) => a[1].expiresAt - b[1].expiresAt);
    for (const [key] of soonest.slice(0, Math.ceil(this.maxKeys / 10))) this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.value = String(Number(entry.value) + by);
      return Number(entry.value);
    }
    this.put(key, { value: String(by), expiresAt: this.now() + ttlMs });
    return by;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.put(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.put(key, { value, expiresAt: this.now() + ttlMs });
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
