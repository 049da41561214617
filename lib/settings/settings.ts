import 'server-only';
import { config } from '@/lib/config';
import { consolidatedSettings } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';

/**
 * The consolidated settings (SPEC §3), cached in the server process and revalidated in the background once
 * older than SETTINGS_TTL_MS; the last good copy keeps serving while the platform fails.
 */
export interface SettingsSnapshot {
  settings: ConsolidatedSettings;
  loadedAt: number;
}

interface SettingsStore {
  snapshot?: SettingsSnapshot;
  pending?: Promise<void>;
  lastFailureAt?: number;
  lastFailure?: string;
  /** When the platform was last asked (the health check's pace). */
  askedAt?: number;
  /** Counts resetSettingsCache() calls. */
  generation?: number;
}

/** After a failed first load, requests go on without settings for this long instead of each waiting. */
const FIRST_LOAD_RETRY_MS = 2000;

const holder = globalThis as typeof globalThis & { __mcSettings?: SettingsStore };
const store = (holder.__mcSettings ??= {});

function refresh(): Promise<void> {
  if (store.pending) return store.pending;
  store.askedAt = Date.now();
  const generation = store.generation;
  // An answer asked for before resetSettingsCache() describes the platform as it was: it must not refill the cache.
  const current = () => store.generation === generation;
  const pending = callPlatform(consolidatedSettings, {})
    .then((settings) => {
      if (!current()) return;
      store.snapshot = { settings, loadedAt: Date.now() };
      store.lastFailureAt = undefined;
      store.lastFailure = undefined;
    })
    .catch((error: unknown) => {
      if (!current()) return;
      store.lastFailureAt = Date.now();
      store.lastFailure = error instanceof Error ? error.message : String(error);
    })
    .finally(() => {
      if (store.pending === pending) store.pending = undefined;
    });
  store.pending = pending;
  return pending;
}

/** The settings to serve now; null only when the platform has never answered. */
export async function loadSettings(): Promise<SettingsSnapshot | null> {
  const now = Date.now();
  if (store.snapshot) {
    if (now - store.snapshot.loadedAt > config().SETTINGS_TTL_MS) void refresh();
    return store.snapshot;
  }
  if (store.lastFailureAt && now - store.lastFailureAt < FIRST_LOAD_RETRY_MS) return null;
  await refresh();
  return store.snapshot ?? null;
}

/** The settings held now, without asking the platform (a page that must answer at once: the status pages). */
export function heldSettings(): ConsolidatedSettings | null {
  return store.snapshot?.settings ?? null;
}

export interface SettingsHealth {
  loaded: boolean;
  ageMs: number | null;
  lastFailure: string | null;
}

export function settingsHealth(): SettingsHealth {
  const { snapshot, lastFailure } = store;
  return {
    loaded: Boolean(snapshot),
    ageMs: snapshot ? Date.now() - snapshot.loadedAt : null,
    lastFailure: lastFailure ?? null,
  };
}

/** However often the health check is asked, the platform is asked for it at most this often. */
const PROBE_INTERVAL_MS = 1000;

export interface PlatformProbe extends SettingsHealth {
  /** The last answer of the platform was good, and it is not keeping a newer ask waiting past the probe's wait. */
  reachable: boolean;
}

/**
 * The health check's view of the platform, from the settings call the cache makes anyway: asked again only once
 * the last ask is PROBE_INTERVAL_MS old, and waited for at most `waitMs`, so a flood of probes (a load balancer,
 * an attacker) costs the platform one call per second and a hung platform cannot hang the probe.
 */
export async function probePlatform(waitMs: number): Promise<PlatformProbe> {
  if (!store.pending && Date.now() - (store.askedAt ?? 0) >= PROBE_INTERVAL_MS) void refresh();
  const pending = store.pending;
  if (pending) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  const slow = Boolean(store.pending) && Date.now() - (store.askedAt ?? 0) >= waitMs;
  return { ...settingsHealth(), reachable: Boolean(store.snapshot) && store.lastFailureAt === undefined && !slow };
}

const timers = globalThis as typeof globalThis & { __mcSettingsTimer?: ReturnType<typeof setInterval> };

/**
 * Refreshes the copy in the background once it is half SETTINGS_TTL_MS old, checked every eighth of it, traffic or
 * not: a switch made on the platform (maintenance) reaches every replica within SETTINGS_TTL_MS, where refreshing
 * only on a request would let an idle replica answer once from an older copy.
 */
export function keepSettingsFresh(): void {
  if (timers.__mcSettingsTimer) return;
  const ttl = config().SETTINGS_TTL_MS;
  timers.__mcSettingsTimer = setInterval(() => {
    const age = store.snapshot ? Date.now() - store.snapshot.loadedAt : Infinity;
    if (age >= ttl / 2 && !store.pending) void refresh();
  }, Math.max(25, Math.floor(ttl / 8)));
  timers.__mcSettingsTimer.unref();
}

/** Forgets the cache (tests only, and the test control route of e2e runs: every process starts empty). */
export function resetSettingsCache(): void {
  // The same object stays in place: every bundle of the server that loaded this module holds a reference to it.
  Object.assign(store, {
    snapshot: undefined,
    pending: undefined,
    lastFailureAt: undefined,
    lastFailure: undefined,
    askedAt: undefined,
    generation: (store.generation ?? 0) + 1,
  });
}
