import type { BrowserContext, Page } from '@playwright/test';
import bn from '../../messages/bn.json' with { type: 'json' };
import vi from '../../messages/vi.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { isHydrated } from './support/hydration';
import { watchCsp } from './support/security';
import { signInThroughBff } from './support/signIn';
import { expectUnchangedFor } from './support/unchanged';
import { HomePage } from './pages/HomePage';

// SPEC §4 toast kinds (offline) and §3 installed web apps: the network dropping and coming back, and a navigation
// with no network at all, which the service worker answers with the branded offline page.

const MESSAGES = { vi, bn } as const;

test.use({ serviceWorkers: 'allow' });

async function useLocale(context: BrowserContext, baseURL: string, locale: keyof typeof MESSAGES) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

/** The worker is installed and answers this page's requests. */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Every URL path the site keeps in Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

test('the network drops: told in the player language, the screen stays; back online it shows what changed meanwhile', async ({ page, context, baseURL, sim }) => {
  await useLocale(context, baseURL!, 'bn');
  const home = new HomePage(page);
  await home.goto();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(home.notices.first()).toBeVisible();
  const shown = await home.notices.count();

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: bn.toast.offline })).toBeVisible();
  // The platform changes while the player is offline: the home notices are withdrawn.
  await sim.setState({ emptyAnnouncements: ['PL'] });
  // Offline, nothing refreshes them: they stay as shown.
  await expectUnchangedFor(500, () => home.notices.count(), (count) => expect(count).toBe(shown));

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: bn.toast.offline })).toHaveCount(0);
  await expect(home.notices).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const locale of ['vi', 'bn'] as const) {
  test(`with no network, a navigation shows the branded offline page in ${locale}, which comes back by itself once online`, async ({ page, context, baseURL }) => {
    const t = MESSAGES[locale];
    await useLocale(context, baseURL!, locale);
    await page.goto('/m/home');
    await workerControls(page);
    await context.setOffline(true);
    const violations = await watchCsp(page);
    await page.goto('/m/hot');

    await expect(page).toHaveURL(/\/m\/hot$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.status.offlineTitle);
    await expect(page.getByText(t.status.offlineBody)).toBeVisible();
    const logo = page.getByRole('img', { name: t.titles.home });
    await expect(logo).toBeVisible();
    // The logo came from the worker's cache, with no network.
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const retry = page.getByRole('link', { name: t.status.retry });
    await expect(retry).toBeVisible();
    expect(await violations()).toEqual([]);

    // The retry link loads the address that failed again.
    await expect(retry).toHaveAttribute('href', '');

    // SPEC §3 installed web apps: back online, the page comes back by itself; the player need not find the link.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/m\/hot$/);
    await expect(page.getByRole('heading', { level: 1, name: t.status.offlineTitle })).toHaveCount(0);
    await expect(page.locator('#content')).toBeVisible();
  });
}

test('the worker keeps only static files and the offline pages: no screen, no member data, no /wps or /lgw answer', async ({ page, sim }) => {
  // SPEC §3 client config: the offline pages of the merchant's languages only.
  await sim.setState({ languages: ['VI', 'EN', 'BN'] });
  await page.goto('/m/home');
  await signInThroughBff(page, 'demo01', 'Demo1234');
  await workerControls(page);
  // Screens with member data and their platform calls, all while the worker controls the page.
  for (const path of ['/m/home', '/m/member/home', '/m/myAccount/index', '/m/withdraw']) {
    await page.goto(path);
    await expect(page.locator('#content')).toBeVisible();
  }
  await page.evaluate(() => fetch('/wps/wallets/balance').then((response) => response.text()));
  expect(await cachedPaths(page)).toEqual(['/icons/icon-96.png', '/offline/bn', '/offline/en', '/offline/vi']);
  expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^mc-offline-[0-9a-f]{16}$/)]);
});

test('the worker script is same-origin JavaScript with its own CSP, and the page CSP allows it', async ({ page, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
  const offline = await request.get('/offline/vi');
  expect(offline.status()).toBe(200);
  expect(offline.headers()['content-security-policy']).toContain("default-src 'none'");
  // One inline script, allowed by its hash alone: the retry once the network is back.
  expect(offline.headers()['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*';/);
  expect((await offline.text()).match(/<script/g)).toHaveLength(1);
  const violations = await watchCsp(page);
  await page.goto('/m/home');
  await workerControls(page);
  expect(await violations()).toEqual([]);
});

test('the worker starts only once the page has loaded, and then installs', async ({ page, context }) => {
  // Installing, the worker fetches every language's offline page: a first visit loads its own screen first.
  let loadedAt = 0;
  let workerAt = 0;
  page.on('load', () => (loadedAt ||= Date.now()));
  context.on('serviceworker', () => (workerAt ||= Date.now()));
  await new HomePage(page).goto();
  await workerControls(page);
  expect(loadedAt).toBeGreaterThan(0);
  expect(workerAt).toBeGreaterThanOrEqual(loadedAt);
});
