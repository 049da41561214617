import { startSecondApp, type SecondApp } from './support/secondApp';
import { expect, test } from './support/fixtures';

// The platform down -> health and a friendly page, never a 500
test.describe('a failing platform', () => {
  test('home stays up with a clear note per section when the platform errors', async ({ page, sim, homePage: home }) => {
    await page.goto('/m/home');
    await sim.setState({ faults: [{ path: '/wps/announcements', status: 500 }, { path: '/lgw/', status: 503 }] });
    const response = await home.goto();
    expect(response?.status()).toBe(200);
    await expect(home.unavailable).toHaveCount(2);
    await expect(home.loginLink).toBeVisible();
  });

  test('home stays up when the platform answers garbage', async ({ sim, homePage: home }) => {
    await sim.setState({ faults: [{ path: '/lgw/games/hot', malformed: true }] });
    const response = await home.goto();
    expect(response?.status()).toBe(200);
    await expect(home.unavailable).toHaveCount(1);
    expect(await home.banners.count()).toBeGreaterThan(0);
  });

  test('the health check reports a degraded platform', async ({ page, sim }) => {
    await page.request.get('/api/health');
    await sim.setState({ faults: [{ path: '/', status: 503 }] });
    // The probe asks the platform at most once a second, however often it is asked.
    await expect.poll(async () => {
      const response = await page.request.get('/api/health');
      return { http: response.status(), ...(await response.json()) };
    }, { timeout: 5_000 }).toMatchObject({ http: 200, status: 'degraded', platformReachable: false, settingsLoaded: true });
  });
});

test.describe('an app whose platform never answered', () => {
  let app: SecondApp;
  let base: string;

  test.beforeAll(async ({ servers }) => {
    test.setTimeout(90_000);
    app = await startSecondApp(servers, {
      UPSTREAM_URL: 'http://127.0.0.1:9',
      PLATFORM_TIMEOUT_MS: '500',
      SESSION_SECRET: 'e2e-secret-for-the-dead-upstream-instance-000',
    });
    base = app.base;
  });

  test.afterAll(() => {
    app?.stop();
  });

  test('health answers 503 and home shows a friendly page, not a 500', async ({ homePage: home }) => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'down', settingsLoaded: false });
    const response = await home.goto(`${base}/m/home`);
    expect(response?.status()).toBe(200);
    await expect(home.unavailable).toHaveCount(2);
    await expect(home.loginLink).toBeVisible();
  });
});
