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
  private readonly schedules = new Map<string, { due: Map<string, number>; expiresAt: number }>();

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

  async schedule(key: string, member: string, dueAt: number, ttlMs: number): Promise<void> {
    const schedule = this.liveSchedule(key) ?? { due: new Map<string, number>(), expiresAt: 0 };
    schedule.due.delete(member);
    // Bounded like the keys: past the bound, the member due last makes room.
    if (schedule.due.size >= this.maxKeys) {
      const last = [...schedule.due].reduce((a, b) => (b[1] > a[1] ? b : a));
      schedule.due.delete(last[0]);
    }
    schedule.due.set(member, dueAt);
    schedule.expiresAt = this.now() + ttlMs;
    this.schedules.set(key, schedule);
  }

  async claimDue(key: string, now: number, leaseMs: number, limit: number): Promise<string[]> {
    const schedule = this.liveSchedule(key);
    if (!schedule) return [];
    const due = [...schedule.due].filter(([, at]) => at <= now).sort((a, b) => a[1] - b[1]).slice(0, limit).map(([member]) => member);
    for (const member of due) schedule.due.set(member, now + leaseMs);
    return due;
  }

  async unschedule(key: string, member: string): Promise<void> {
    this.liveSchedule(key)?.due.delete(member);
  }

  private liveSchedule(key: string) {
    const schedule = this.schedules.get(key);
    if (schedule && schedule.expiresAt <= this.now()) {
      this.schedules.delete(key);
      return undefined;
    }
    return schedule;
  }

  get size(): number {
    return this.entries.size;
  }
}
