import vi from '../../messages/vi.json' with { type: 'json' };
import { routeTable, type RouteRule } from '../../lib/routes/routeTable';
import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';
import { Shell } from './pages/Shell';

// SPEC §2 routes and layout rules, table-driven from the one route table
const titles = vi.titles as Record<string, string>;
// '/m/' is normalised to '/m' by the server before any page renders. SPEC §2 /m/maintenance is the page every path
// shows while the platform is in maintenance; opened at any other time it goes home (tests/e2e/startup-modes.spec.ts).
const rules = [...routeTable.values()].filter((rule) => rule.path !== '/m/' && rule.path !== '/m/maintenance');

async function expectFrame(shell: Shell, rule: RouteRule) {
  await expect(shell.header).toHaveCount(rule.header ? 1 : 0);
  if (rule.header && rule.logo) {
    await expect(shell.headerLogo).toHaveAttribute('href', '/m/home');
    await expect(shell.headerTitle).toHaveCount(0);
  }
  if (rule.header && !rule.logo) {
    await expect(shell.headerTitle).toHaveText(titles[rule.title]!);
    await expect(shell.back).toBeVisible();
  }
  await expect(shell.bottomMenu).toHaveCount(rule.bottomMenu ? 1 : 0);
  await expect(shell.topBanner).toHaveCount(rule.topBanner ? 1 : 0);
}

// One sign-in for the whole table (a sign-in per route cost more than the routes themselves); a step per route
// names the one that fails.
test('every route resolves in its frame (signed in as an agent)', async ({ page, shell }) => {
  test.setTimeout(rules.length * 5_000);
  await signInBeforeOpening(page, 'agent01', 'Agent1234');
  for (const rule of rules) {
    await test.step(rule.path, async () => {
      const response = await page.goto(rule.path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), rule.path).toBe(200);
      expect(new URL(page.url()).pathname, rule.path).toBe(rule.path);
      await expectFrame(shell, rule);
      // Only the user agreement, built elsewhere, may still stand in as "coming soon".
      if (rule.page !== '/m/useragreement') await expect(page.getByText(vi.shell.screenPending), rule.path).toHaveCount(0);
    });
  }
});

test.describe('the session guard of every route (visitor)', () => {
  test('each route lets a visitor in or sends them where its rule says', async ({ page }) => {
    for (const rule of rules) {
      const response = await page.request.get(rule.path, { maxRedirects: 0 });
      const location = response.headers().location ?? '';
      if (rule.session === 'none') expect(response.status(), rule.path).toBe(200);
      if (rule.session === 'home') expect([response.status(), location], rule.path).toEqual([307, '/m/home']);
      if (rule.session === 'login') {
        expect(response.status(), rule.path).toBe(307);
        // The agent area's own login (SPEC §2 /m/agentLogin), the member login for the rest.
        expect(location, rule.path).toBe(`${rule.loginPage}?redirect=${encodeURIComponent(rule.path)}`);
      }
    }
  });

  test('member type 0 is sent home from every agent and dividend route', async ({ page }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    for (const rule of rules.filter((r) => r.excludedTypes)) {
      const response = await page.request.get(rule.path, { maxRedirects: 0 });
      const expected = rule.excludedTypes!.includes(0) ? [307, '/m/home'] : [200, undefined];
      expect([response.status(), response.headers().location], rule.path).toEqual(expected);
    }
  });
});

// Trial accounts are refused every agent path on the server, with no agent data in the answer.
test('a trial account (type 4) is sent home from every agent and dividend route', async ({ page, trialPage: trial }) => {
  await trial.goto();
  await trial.start.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const agentRules = rules.filter((r) => r.excludedTypes);
  expect(agentRules.length).toBeGreaterThan(10);
  for (const rule of agentRules) {
    expect(rule.excludedTypes, rule.path).toContain(4);
    const response = await page.request.get(rule.path, { maxRedirects: 0 });
    expect([response.status(), response.headers().location], rule.path).toEqual([307, '/m/home']);
    expect(await response.text(), rule.path).not.toContain(`data-screen="${rule.path}"`);
  }
});

test('unknown paths show a translated 404 with a way home', async ({ page }) => {
  const response = await page.goto('/m/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('EXTRA_ROUTES send unknown paths to their configured target', async ({ page }) => {
  const internal = await page.request.get('/promo', { maxRedirects: 0 });
  expect([internal.status(), internal.headers().location]).toEqual([307, expect.stringMatching(/\/m\/activity$/)]);
  const external = await page.request.get('/help', { maxRedirects: 0 });
  expect(external.headers().location).toBe('https://help.example.com/');
});

test('the register aliases show the register screen', async ({ page }) => {
  for (const path of ['/register.html', '/m/register.html']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(new Shell(page).bottomMenu).toHaveCount(0);
  }
});

test('/m and /m/ show the logo header like the other home paths', async ({ page, shell }) => {
  for (const path of ['/m', '/m/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(shell.headerLogo, path).toHaveAttribute('href', '/m/home');
    await expect(shell.headerTitle, path).toHaveCount(0);
  }
});

test('/m/member/home shows the member centre header only', async ({ page }) => {
  await signInBeforeOpening(page, 'demo01', 'Demo1234');
  await page.goto('/m/member/home');
  await expect(new Shell(page).header).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Thành viên' })).toHaveCount(1);
});
