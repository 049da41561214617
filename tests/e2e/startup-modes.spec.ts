import { expect, test } from './support/fixtures';

// SPEC §4 startup: mode 1 maintenance, mode 2 region restriction; issue 2 §4 proxy answers 503 / 451
test.describe('maintenance and region restriction', () => {
  test('maintenance switched on the platform shows the maintenance page with 503, then goes away', async ({ page, sim }) => {
    await sim.setState({ maintenance: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(503);
    const response = await page.goto('/m/home');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('60');
    await expect(page.getByRole('heading', { name: 'Bảo trì' })).toBeVisible();
    await expect(page.getByText('Hệ thống đang bảo trì')).toBeVisible();

    // every page, not only home
    expect((await page.request.get('/m/login')).status()).toBe(503);
    // the health check and assets still answer
    expect((await page.request.get('/api/health')).status()).toBe(200);

    await sim.setState({ maintenance: false });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(200);
  });

  test('region restriction shows Access Denied with 451', async ({ page, sim, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    await sim.setState({ regionRestriction: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(451);
    const response = await page.goto('/m/hot');
    expect(response?.status()).toBe(451);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('maintenance wins when both are on', async ({ page, sim }) => {
    await sim.setState({ maintenance: true, regionRestriction: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(503);
  });
});
