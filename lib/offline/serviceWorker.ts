import { createHash } from 'node:crypto';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import type { LanguageOffer } from '@/lib/i18n/visitorLanguage';

/** Where each language's offline page is served (app/offline/[locale]/route.ts). */
export const offlinePagePath = (locale: string) => `/offline/${locale}`;

/**
 * The only things the worker keeps: the offline page of each language the merchant offers and the logo they show.
 * Never a page with member data.
 */
export const precachedPaths = (offer: LanguageOffer) => [...offer.languages.map(offlinePagePath), '/icons/icon-96.png'];

/** Cache names of this worker start so; any other version's cache is deleted when a new worker takes over. */
export const CACHE_PREFIX = 'mc-offline-';

/**
 * The worker's CSP: it reaches only this origin (its precache and the navigations it passes on), nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";

/**
 * The service worker's script. It answers only what it owns: a navigation to a screen (network first, the
 * offline page in the visitor's language when there is no network) and its precached files. Everything else
 * (the /wps and /lgw calls, /api, Next's chunks, other origins, any POST) goes to the network untouched, so
 * nothing with member data is ever stored and requests reach the page's own handlers as before.
 */
export function serviceWorkerScript(buildId: string, offer: LanguageOffer): string {
  const precached = precachedPaths(offer);
  // The merchant's languages version the cache too: a change installs a worker keeping the pages offered now.
  const version = createHash('sha256').update(buildId).update(precached.join()).update(offer.defaultLanguage).digest('hex').slice(0, 16);
  const constants = {
    CACHE: `${CACHE_PREFIX}${version}`,
    CACHE_PREFIX,
    PRECACHED: precached,
    LOCALES: offer.languages,
    DEFAULT_LOCALE: offer.defaultLanguage,
    LOCALE_COOKIE,
    OFFLINE_PREFIX: offlinePagePath(''),
  };
  return `'use strict';
const C = ${JSON.stringify(constants)};

self.addEventListener('install', (event) => {
  // Fresh copies, not the HTTP cache's, and the new version takes over at once.
  event.waitUntil(
    caches.open(C.CACHE)
      .then((cache) => cache.addAll(C.PRECACHED.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(C.CACHE_PREFIX) && name !== C.CACHE).map((name) => caches.delete(name)));
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
  })());
});

// The language the app shows the visitor: the language selector's cookie while offered, else the merchant's default.
async function visitorLocale() {
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get(C.LOCALE_COOKIE) : null;
    if (cookie && C.LOCALES.includes(cookie.value)) return cookie.value;
  } catch {}
  return C.DEFAULT_LOCALE;
}

async function offlinePage() {
  const cache = await caches.open(C.CACHE);
  const page = (await cache.match(C.OFFLINE_PREFIX + (await visitorLocale()))) || (await cache.match(C.OFFLINE_PREFIX + C.DEFAULT_LOCALE));
  return page || Response.error();
}

function isScreen(pathname) {
  return pathname === '/' || pathname === '/m' || pathname.startsWith('/m/') || pathname === '/register.html';
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isScreen(url.pathname)) {
    event.respondWith((async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch {
        return offlinePage();
      }
    })());
    return;
  }
  if (!url.search && C.PRECACHED.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
`;
}
