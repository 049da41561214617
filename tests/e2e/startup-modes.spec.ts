import { expect, test } from './support/fixtures';

// SPEC §4 startup: mode 1 maintenance, mode 2 region restriction; proxy answers 503 / 451
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

  test('the maintenance page carries the logo, customer service, a way back and the language choice', async ({ page, sim, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await sim.setState({ maintenance: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(503);
    await page.goto('/m/activity');
    const main = page.locator('main[data-status-page="maintenance"]');
    await expect(main.getByRole('img', { name: 'হোম' })).toBeVisible();
    expect(await main.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(main.getByRole('heading', { name: 'রক্ষণাবেক্ষণ' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'গ্রাহক সেবা' })).toHaveAttribute('href', `${sim.url}/service/LIVECHAT`);
    await expect(main.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toHaveAttribute('href', '/m/activity');
    for (const control of await main.locator('a, button').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // The visitor can read it in another language; the language form's handler is not behind the wall.
    await main.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('heading', { name: 'Bảo trì' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the region page carries the logo and customer service too', async ({ page, sim }) => {
    await sim.setState({ regionRestriction: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(451);
    await page.goto('/m/home');
    const main = page.locator('main[data-status-page="region"]');
    await expect(main.getByRole('img', { name: 'Trang chủ' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Chăm sóc khách hàng' })).toHaveAttribute('href', `${sim.url}/service/LIVECHAT`);
  });

  test('/m/maintenance opened directly outside maintenance goes home; in maintenance it shows the maintenance page', async ({ page, sim }) => {
    // SPEC §2 /m/maintenance, §4 startup modes
    const plain = await page.request.get('/m/maintenance', { maxRedirects: 0 });
    expect(plain.status()).toBe(307);
    expect(plain.headers().location).toBe('/m/home');
    await page.goto('/m/maintenance');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText('Hệ thống đang bảo trì')).toHaveCount(0);

    await sim.setState({ maintenance: true });
    await expect.poll(async () => (await page.request.get('/m/maintenance', { maxRedirects: 0 })).status(), { timeout: 15000 }).toBe(503);
    await page.goto('/m/maintenance');
    await expect(page).toHaveURL(/\/m\/maintenance$/);
    await expect(page.locator('main[data-status-page="maintenance"]').getByText('Hệ thống đang bảo trì')).toBeVisible();
  });

  test('maintenance wins when both are on', async ({ page, sim }) => {
    await sim.setState({ maintenance: true, regionRestriction: true });
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15000 }).toBe(503);
  });
});
