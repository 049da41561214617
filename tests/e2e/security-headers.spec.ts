import { routeTable } from '../../lib/routes/routeTable';
import { expect, test } from './support/fixtures';
import { isHydrated } from './support/hydration';
import { scriptNonceOf, scriptTags, signInByRequest, watchCsp } from './support/security';
import { GameLobbyPage } from './pages/GameLobbyPage';
import { HotGamesPage } from './pages/HotGamesPage';
import { LoginPage } from './pages/LoginPage';
import { LotteryPage } from './pages/LotteryPage';
import { MemberCentrePage } from './pages/MemberCentrePage';
import { RegisterPage } from './pages/RegisterPage';
import { ServicePage } from './pages/ServicePage';

type Headers = Record<string, string>;

/** "Security": what every page answer carries, whatever its status. */
function expectPageHeaders(headers: Headers, where: string) {
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
  expect(scriptNonceOf(csp), `${where}: nonce`).toBeTruthy();
  expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-inline'");
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, `${where}: ${directive}`).toContain(directive);
  }
  expect(csp, `${where}: frame-src`).toMatch(/(^|; )frame-src [^;]+/);
  expect(headers, where).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  expect(headers['permissions-policy'], `${where}: Permissions-Policy`).toContain('geolocation=()');
}

/** Every <script> of the document carries the header's nonce: none runs without it. */
function expectNoncedScripts(html: string, headers: Headers, where: string) {
  const nonce = scriptNonceOf(headers['content-security-policy']);
  const tags = scriptTags(html);
  expect(tags.length, `${where}: scripts`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, where).toContain(`nonce="${nonce}"`);
}

test.describe('security headers on every page', () => {
  test('every route of the table answers the headers, and its scripts carry the fresh nonce', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signInByRequest(page.request, baseURL!, 'demo01', 'Demo1234');
    for (const path of [...routeTable.keys(), '/m/does-not-exist']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      if (path !== '/' && path.endsWith('/')) {
        // Next drops the trailing slash itself (a bare 308, before the proxy and next.config headers run).
        expect(response.status(), path).toBe(308);
        expect(response.headers().location, path).toBe(path.slice(0, -1));
        continue;
      }
      expect(response.status(), path).toBeLessThan(500);
      const headers = response.headers();
      expectPageHeaders(headers, path);
      if (response.status() === 200 || response.status() === 404) expectNoncedScripts(await response.text(), headers, path);
    }
  });

  test('the nonce changes with every request and the frames allowed are the customer-service hosts', async ({ page, sim }) => {
    const first = await page.request.get('/m/home');
    const second = await page.request.get('/m/home');
    const [a, b] = [first, second].map((r) => scriptNonceOf(r.headers()['content-security-policy']));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await second.text()).not.toContain(a!);
    // the simulator serves the customer-service pages from its own origin (platform-sim/api/system.mjs)
    const simOrigin = new URL(sim.url).origin;
    expect(first.headers()['content-security-policy']).toContain(`frame-src ${simOrigin};`);
  });

  test('the maintenance and region pages the proxy writes itself carry the headers too', async ({ page, sim }) => {
    await sim.setState({ maintenance: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 10_000 }).toBe(503);
    expectPageHeaders((await page.request.get('/m/login')).headers(), 'maintenance');
    await sim.setState({ maintenance: false, regionRestriction: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 10_000 }).toBe(451);
    expectPageHeaders((await page.request.get('/m/home')).headers(), 'region');
  });

  test('HSTS only when the request came over HTTPS', async ({ page }) => {
    const plain = await page.request.get('/m/home');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const tls = await page.request.get('/m/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(tls.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  test('route handlers, which the proxy does not see, answer static headers and a script-free CSP', async ({ page }) => {
    for (const path of ['/api/health', '/wps/games/hot', '/lgw/nothing', '/api/nothing']) {
      const headers = (await page.request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });
});

// "Security": the nonce CSP refuses nothing the app itself does, and the screens still come alive
test.describe('no CSP violation on the main screens', () => {
  test('signed out: home, login, register, game lobby, hot, lottery list, member centre, service', async ({ page, homePage: home, loginPage: login }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await home.goto();
    await expect(home.banners.first()).toBeVisible();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await home.menuButton.click();
    await expect(home.sideMenu).toBeVisible();

    const screens: Array<[string, () => Promise<unknown>]> = [
      ['login', () => new LoginPage(page).goto()],
      ['register', () => new RegisterPage(page).goto()],
      ['game lobby', () => new GameLobbyPage(page).goto()],
      ['hot', () => new HotGamesPage(page).goto()],
      ['lottery list', () => new LotteryPage(page).goto()],
      ['member centre', () => new MemberCentrePage(page).goto()],
      ['service', () => new ServicePage(page).goto()],
    ];
    for (const [name, open] of screens) {
      await open();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => isHydrated(page), { message: `${name} hydrated` }).toBe(true);
    }
    await login.goto();
    await login.submit.click();
    // the browser-side check (client JavaScript) runs and names the empty field
    await expect(login.username).toBeFocused();
    expect(await violations()).toEqual([]);
  });

  test('signed in: home and member centre; agent: agent home', async ({ page, baseURL, homePage: home, agentHomePage: agent }) => {
    const violations = await watchCsp(page);
    await signInByRequest(page.request, baseURL!, 'demo01', 'Demo1234');
    await home.goto();
    await expect(home.profile).toBeVisible();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await home.menuButton.click();
    await expect(home.sideMenu).toBeVisible();
    await new MemberCentrePage(page).goto('/m/member/home');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    await page.context().clearCookies();
    await signInByRequest(page.request, baseURL!, 'agent01', 'Agent1234');
    await agent.goto();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
