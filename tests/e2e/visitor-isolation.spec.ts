import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { startSecondApp, type SecondApp } from './support/secondApp';
import { scriptNonceOf, scriptTags, watchCsp } from './support/security';
import { signInThroughBff } from './support/signIn';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

// SPEC §2 home, hot games, lottery list and game lobby, §6 roles: what is drawn once and shared between the
// signed-out visitors of a language never carries a member's account, balance or favourites, even right after a
// member loaded the same screens. Here the pages themselves are shared too (the route table's sharedRender): the app
// renders a visitor's page once per SHARED_ANSWER_MS and answers the crowd with it, each answer under a nonce of
// its own. The suite's app shares nothing (SHARED_ANSWER_MS=0), so this file runs an instance of its own with a
// period long enough that every second visit is answered from the shared page.
const SCREENS = ['/m/home', '/m/hot', '/m/moreLottery', '/m/gameLobby'];

let app: SecondApp;

test.use({ resetEachTest: false });

test.beforeAll(async ({ servers, sim }) => {
  test.setTimeout(90_000);
  await sim.reset();
  app = await startSecondApp(servers, { SHARED_ANSWER_MS: '60000' });
});

test.afterAll(async ({ sim }) => {
  app?.stop();
  await sim.setState({ maintenance: false });
});

function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: app.base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

/** A visitor's phone on `path` answered from the shared page (the first load renders it), for `use`. */
async function onSharedPage(browser: Browser, path: string, use: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    await page.goto(path);
    expect((await page.goto(path))?.headers()['x-cache'], `${path}: the shared page`).toBe('HIT');
    await use(page, context);
  } finally {
    await context.close();
  }
}

/** The nonce the answer's CSP allows, and the nonce each of its script tags carries ('' for a tag without). */
async function nonces(response: Response): Promise<{ allowed: string; scripts: string[] }> {
  const allowed = scriptNonceOf(response.headers()['content-security-policy']) ?? '';
  const scripts = scriptTags(await response.text()).map((tag) => / nonce="([^"]+)"/.exec(tag)?.[1] ?? '');
  return { allowed, scripts };
}

test('a visitor right after a member sees none of the member’s name, balance or hearts', async ({ browser }) => {
  // Fifteen page loads in two browser contexts.
  test.slow();
  const memberContext = await phone(browser);
  const visitorContext = await phone(browser);
  try {
    const page = await memberContext.newPage();
    await page.goto('/m/home');
    await signInThroughBff(page, 'demo01', 'Demo1234');
    await page.goto('/m/home');
    // The member's own view has them: the account and filled hearts, from the member's door after hydration.
    await expect(page.getByRole('button', { name: 'demo01', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('button', { name: /^Yêu thích /, pressed: true }).first()).toBeAttached();
    for (const path of SCREENS.slice(1)) expect((await page.goto(path))?.status()).toBe(200);

    const visitor = await visitorContext.newPage();
    for (const path of SCREENS) {
      // The first visit renders the page; the second is answered the shared one. Neither has the member's data.
      for (const visit of ['rendered', 'shared'] as const) {
        const response = await visitor.goto(path);
        expect(response?.status(), path).toBe(200);
        if (visit === 'shared') expect(response?.headers()['x-cache'], `${path}: the shared page`).toBe('HIT');
        const html = await response!.text();
        expect(html, `${path}: the member's account`).not.toContain('demo01');
        expect(html, `${path}: the member's balance`).not.toMatch(/12[.,]345[.,]67/);
        // Game and lottery hearts are labelled "Yêu thích <name>" (the language buttons are pressed buttons too).
        expect(html, `${path}: a filled heart`).not.toMatch(/aria-pressed="true" aria-label="Yêu thích /);
        await expect(visitor.getByRole('button', { name: /^Yêu thích /, pressed: true }), path).toHaveCount(0);
      }
    }
    await visitor.goto('/m/home');
    await expect(visitor.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('listitem')).toHaveCount(26);

    // And the member, after the visitors, still sees their own home.
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: 'demo01', exact: true })).toBeVisible();
  } finally {
    await memberContext.close();
    await visitorContext.close();
  }
});

test('a shared page runs its scripts under the nonce of its own answer, and works', async ({ browser }) => {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    const refusals = await watchCsp(page);
    const first = await nonces((await page.goto('/m/home'))!);
    const response = await page.goto('/m/home');
    expect(response?.headers()['x-cache']).toBe('HIT');
    const shared = await nonces(response!);
    expect(shared.allowed).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(shared.allowed).not.toBe(first.allowed);
    expect(shared.scripts.length).toBeGreaterThan(3);
    expect(new Set(shared.scripts)).toEqual(new Set([shared.allowed]));

    // The shared page hydrates: the side menu, a client island, opens and closes.
    await untilHydrated(page);
    const home = new HomePage(page);
    await home.menuButton.click();
    await expect(home.sideMenu).toBeVisible();
    await home.sideMenu.getByRole('button', { name: 'Đóng' }).click();
    await expect(home.sideMenu).toBeHidden();
    // Back online, the screen refreshes its data in place (a client-router request, which Next strips of its
    // headers before the proxy): it gets the screen's flight data, never the shared page, and the page stays.
    const refreshed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/m/home' && answer.request().headers()['rsc'] === '1');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
      window.dispatchEvent(new Event('online'));
    });
    const refresh = await refreshed;
    expect(refresh.headers()['content-type']).toContain('text/x-component');
    expect(refresh.headers()['x-cache']).toBeUndefined();
    await expect(home.menuButton).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await refusals()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a visitor signs in on a shared login page and is answered their own home from then on', async ({ browser }) => {
  await onSharedPage(browser, '/m/login', async (page) => {
    await untilHydrated(page);
    await new LoginPage(page).signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('button', { name: 'demo01', exact: true })).toBeVisible();
    // From then on the member shell: never the visitors' page (no login link).
    expect((await page.reload())?.headers()['x-cache']).toMatch(/^(HIT|MISS)$/);
    await expect(page.getByRole('button', { name: 'demo01', exact: true })).toBeVisible();
    await expect(new HomePage(page).loginLink).toHaveCount(0);
  });
});

// SPEC §2 home, §4 home load: every member is answered one shared home (the member shell) and their own parts come
// from the member's door, for their session alone. Two members at the same moment each see only their own.
test('two members opening home at the same time each see only their own name, balance and hearts', async ({ browser }) => {
  test.slow();
  const members = [
    { account: 'demo01', password: 'Demo1234', name: 'demo01', balance: /12[.,]345[.,]67/, hearts: true },
    { account: 'mobile01', password: 'Mobile1234', name: 'Mobile Member', balance: /250[.,]50/, hearts: false },
  ];
  const phones = await Promise.all(members.map(() => phone(browser)));
  const visitorContext = await phone(browser);
  try {
    const pages = await Promise.all(phones.map((context) => context.newPage()));
    await Promise.all(pages.map((page) => page.goto('/m/notice')));
    await Promise.all(pages.map((page, index) => signInThroughBff(page, members[index]!.account, members[index]!.password)));
    // Twice at once: the second answers are the one member shell, kept from the first render.
    for (const visit of ['first', 'shared'] as const) {
      const answers = await Promise.all(pages.map((page) => page.goto('/m/home')));
      for (const [index, answer] of answers.entries()) {
        const html = await answer!.text();
        for (const member of members) {
          expect(html, `${visit} ${members[index]!.account}: no member's name in the shell`).not.toContain(member.name);
          expect(html, `${visit}: no member's balance in the shell`).not.toMatch(member.balance);
        }
        expect(html, `${visit}: a filled heart in the shell`).not.toMatch(/aria-pressed="true" aria-label="Yêu thích /);
        if (visit === 'shared') expect(answer?.headers()['x-cache']).toBe('HIT');
      }
      await Promise.all(
        pages.map(async (page, index) => {
          const member = members[index]!;
          const other = members[1 - index]!;
          const home = new HomePage(page);
          await expect(home.accountButton(member.account)).toBeVisible();
          await expect(home.userBlock).toContainText(member.name);
          await expect(home.profile).not.toContainText(other.name);
          await expect(home.loginLink).toHaveCount(0);
          const hearts = page.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('button', { name: /^Yêu thích /, pressed: true });
          if (member.hearts) await expect(hearts.first()).toBeAttached();
          else await expect(hearts).toHaveCount(0);
          await home.accountButton(member.account).click();
          await page.locator('[data-balance-toggle]').click();
          await expect(home.profile).toContainText(member.balance);
          await expect(home.profile).not.toContainText(other.balance);
          // The shown balance is remembered on the device: hidden again for the next round.
          await page.locator('[data-balance-toggle]').click();
        }),
      );
    }
    // The member's door answers per session and is never kept by anyone on the way.
    const door = await pages[0]!.request.get('/wps/home/member');
    expect(door.headers()['cache-control']).toBe('private, no-store');
    expect((await door.json()).value.name).toBe('demo01');

    // And a visitor is answered the visitors' page, never the member shell.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/m/home');
    await expect(new HomePage(visitor).loginLink).toBeVisible();
    await expect(new HomePage(visitor).accountLink).toHaveCount(0);
  } finally {
    await Promise.all([...phones, visitorContext].map((context) => context.close()));
  }
});

test('a visitor with another language is answered in that language, not the shared page of the first', async ({ browser }) => {
  await onSharedPage(browser, '/m/home', async (page, context) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: app.base }]);
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a page drawn while the platform failed a section is not shared: the next visitor gets the recovered page', async ({ browser, sim }) => {
  // In Bengali, which no other test here loads: neither the page nor its hot games answer is kept yet.
  const context = await phone(browser);
  try {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: app.base }]);
    const page = await context.newPage();
    const home = new HomePage(page);
    await sim.setState({ faults: [{ path: '/lgw/games/hot', status: 500 }] });
    expect((await page.goto('/m/home'))?.headers()['x-cache']).toBe('MISS');
    await expect(home.unavailable).toBeVisible();
    await sim.setState({ faults: [] });
    expect((await page.goto('/m/home'))?.headers()['x-cache']).toBe('MISS');
    await expect(home.hotGames).toHaveCount(26);
    await expect(home.unavailable).toHaveCount(0);
    // The recovered page is the one shared.
    expect((await page.goto('/m/home'))?.headers()['x-cache']).toBe('HIT');
    await expect(home.hotGames).toHaveCount(26);
  } finally {
    await sim.setState({ faults: [] });
    await context.close();
  }
});

test('maintenance switched on the platform closes a shared page at once, as any other', async ({ browser, sim }) => {
  await onSharedPage(browser, '/m/hot', async (page) => {
    await sim.setState({ maintenance: true });
    // The instance's settings are at most SETTINGS_TTL_MS (1 s here) old; the shared page's period is 60 s.
    await expect.poll(async () => (await page.request.get('/m/hot')).status(), { timeout: 15_000 }).toBe(503);
    await page.goto('/m/hot');
    await expect(page.getByRole('heading', { name: 'Bảo trì' })).toBeVisible();
    await sim.setState({ maintenance: false });
    await expect.poll(async () => (await page.request.get('/m/hot')).status(), { timeout: 15_000 }).toBe(200);
  });
});
