import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { LanguageOffer } from '@/lib/i18n/visitorLanguage';
import { CACHE_PREFIX, precachedPaths, serviceWorkerScript } from '@/lib/offline/serviceWorker';

const OFFER: LanguageOffer = { languages: ['vi', 'en', 'bn'], defaultLanguage: 'vi' };
const PRECACHED = precachedPaths(OFFER);

const ORIGIN = 'https://m.example.test';

type Listener = (event: Record<string, unknown>) => void;

/** The worker's script run against a stand-in of the browser's worker scope: its caches, network and cookies. */
function workerScope({ locale, online = true, offer = OFFER }: { locale?: string; online?: boolean; offer?: LanguageOffer } = {}) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, string>>([['mc-offline-old', new Map()], ['someone-else', new Map()]]);
  const fetched: string[] = [];
  const pathOf = (input: string | { url: string }) => new URL(typeof input === 'string' ? input : input.url, ORIGIN).pathname;
  const openCache = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (requests: { url: string }[]) => {
        for (const request of requests) store.set(pathOf(request), `body of ${pathOf(request)}`);
      },
      match: async (input: string | { url: string }) => store.get(pathOf(input)),
    };
  };
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    registration: { navigationPreload: { enable: async () => undefined } },
    cookieStore: { get: async (name: string) => (name === 'NEXT_LOCALE' && locale ? { name, value: locale } : null) },
    caches: {
      open: openCache,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (input: { url: string }) => {
        for (const store of stores.values()) if (store.has(pathOf(input))) return store.get(pathOf(input));
        return undefined;
      },
    },
    fetch: async (request: { url: string }) => {
      fetched.push(pathOf(request));
      if (!online) throw new TypeError('Failed to fetch');
      return `network answer for ${pathOf(request)}`;
    },
    Request: class {
      constructor(readonly url: string) {}
    },
    Response: { error: () => 'network error' },
    URL,
    Promise,
  };
  runInNewContext(serviceWorkerScript('build-1', offer), { ...scope, self: scope });

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  /** What the worker answers a request, or 'network' when it leaves the request alone. */
  async function answer(path: string, init: { method?: string; mode?: string; origin?: string } = {}) {
    let responded: Promise<unknown> | null = null;
    listeners.fetch!({
      request: { url: `${init.origin ?? ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<unknown>) => (responded = promise),
    });
    return responded === null ? 'network' : await responded;
  }
  return { stores, fetched, lifecycle, answer };
}

describe('the service worker', () => {
  it('precaches exactly the offline pages and the logo, in a cache named after its version', async () => {
    const worker = workerScope();
    await worker.lifecycle('install');
    const ours = [...worker.stores.keys()].filter((name) => name.startsWith(CACHE_PREFIX) && name !== 'mc-offline-old');
    expect(ours).toHaveLength(1);
    expect([...worker.stores.get(ours[0]!)!.keys()].sort()).toEqual([...PRECACHED].sort());
    expect(PRECACHED.some((path) => /^\/(m|wps|lgw|api)(\/|$)/.test(path))).toBe(false);
  });

  it('a new build is a new version, whose activation deletes the older caches of the worker only', async () => {
    expect(serviceWorkerScript('build-2', OFFER)).not.toBe(serviceWorkerScript('build-1', OFFER));
    const worker = workerScope();
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect(worker.stores.has('mc-offline-old')).toBe(false);
    expect(worker.stores.has('someone-else')).toBe(true);
  });

  it('serves the offline page in the visitor language when a screen navigation finds no network', async () => {
    const worker = workerScope({ locale: 'bn', online: false });
    await worker.lifecycle('install');
    expect(await worker.answer('/m/hot', { mode: 'navigate' })).toBe('body of /offline/bn');
    expect(await worker.answer('/icons/icon-96.png')).toBe('body of /icons/icon-96.png');
    const visitor = workerScope({ online: false });
    await visitor.lifecycle('install');
    expect(await visitor.answer('/m/member/home', { mode: 'navigate' })).toBe('body of /offline/vi');
  });

  // SPEC §3 client config: the merchant's languages and default, as the server offers them.
  it('keeps the offline pages of the merchant\'s languages only, and gives a visitor whose choice is not offered the default', async () => {
    const offer: LanguageOffer = { languages: ['th', 'en'], defaultLanguage: 'en' };
    expect(serviceWorkerScript('build-1', offer)).not.toBe(serviceWorkerScript('build-1', OFFER));
    const worker = workerScope({ locale: 'bn', online: false, offer });
    await worker.lifecycle('install');
    const ours = [...worker.stores.keys()].filter((name) => name.startsWith(CACHE_PREFIX) && name !== 'mc-offline-old');
    expect([...worker.stores.get(ours[0]!)!.keys()].sort()).toEqual(['/icons/icon-96.png', '/offline/en', '/offline/th']);
    expect(await worker.answer('/m/hot', { mode: 'navigate' })).toBe('body of /offline/en');
    const thai = workerScope({ locale: 'th', online: false, offer });
    await thai.lifecycle('install');
    expect(await thai.answer('/m/hot', { mode: 'navigate' })).toBe('body of /offline/th');
  });

  it('passes a screen navigation to the network while there is one, and stores nothing from it', async () => {
    const worker = workerScope({ online: true });
    await worker.lifecycle('install');
    expect(await worker.answer('/m/member/home', { mode: 'navigate' })).toBe('network answer for /m/member/home');
    const stored = [...worker.stores.values()].flatMap((store) => [...store.keys()]);
    expect(stored).not.toContain('/m/member/home');
  });

  it('leaves alone every request it does not own', async () => {
    const worker = workerScope({ online: false });
    await worker.lifecycle('install');
    expect(await worker.answer('/wps/wallets/balance')).toBe('network');
    expect(await worker.answer('/lgw/game/launch')).toBe('network');
    expect(await worker.answer('/api/locale', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(await worker.answer('/m/login', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(await worker.answer('/_next/static/chunks/app.js')).toBe('network');
    expect(await worker.answer('/play/lottery', { mode: 'navigate' })).toBe('network');
    expect(await worker.answer('/m/home', { mode: 'navigate', origin: 'https://other.test' })).toBe('network');
  });
});
