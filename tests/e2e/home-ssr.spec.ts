import { expect, test } from './support/fixtures';

// SPEC §2 home; banners, notice titles and the first 26 hot games readable without JavaScript
test.describe('home rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('shows banners, notices and 26 hot games with scripts off', async ({ page, homePage: home }) => {
    const response = await home.goto();
    expect(response?.status()).toBe(200);
    await expect(home.banners.first()).toBeVisible();
    expect(await home.banners.count()).toBeGreaterThan(0);
    await expect(home.banners.first()).toHaveAttribute('fetchpriority', 'high');
    expect(await home.notices.count()).toBeGreaterThan(0);
    await expect(home.hotGames).toHaveCount(26);
    await expect(home.hotGames.first().getByRole('link')).toHaveAttribute('href', /^\/m\/launchGame\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('banner and game images load from the platform CDN', async ({ homePage: home }) => {
    await home.goto();
    const banner = home.banners.first();
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
    test(`alias ${alias} shows the home screen`, async ({ homePage: home }) => {
      const response = await home.goto(alias);
      expect(response?.status()).toBe(200);
      await expect(home.hotGames).toHaveCount(26);
    });
  }

  test('signed out: login link, and register only while DIRECTREG3 is on', async ({ sim, homePage: home }) => {
    await home.goto();
    await expect(home.loginLink).toHaveAttribute('href', '/m/login');
    await expect(home.registerLink).toHaveAttribute('href', '/m/register');
    await sim.setState({ flags: { DIRECTREG3: false } });
    await expect.poll(async () => {
      await home.goto();
      return home.registerLink.count();
    }, { timeout: 10000 }).toBe(0);
    await expect(home.loginLink).toBeVisible();
  });

  test('speaks the language chosen in the cookie', async ({ page, context, baseURL, homePage: home }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    await home.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  });

  test('hot matches, ticker titles and the dialogs work from the HTML alone', async ({ sim, homePage: home }) => {
    await home.goto();
    await expect(home.notices).toHaveCount(6);
    await expect(home.hotMatchRegion.getByRole('link').first()).toHaveAttribute('href', /^\/m\/launchGame\?gameCategory=SPORTS&vendor=SABA&gameId=SABA-301&nodeId=\d+$/);
    // Declarative invoker commands open the dialogs before (here: without) any script.
    await home.hotMatchBanner.click();
    await expect(home.hotMatchDialog).toBeVisible();
    await expect(home.hotMatchDialog.getByRole('listitem')).toHaveCount(4);
    await home.hotMatchDialog.getByRole('button', { name: 'Đóng' }).click();
    await expect(home.hotMatchDialog).toBeHidden();
    await home.menuButton.click();
    await expect(home.sideMenu.getByRole('link', { name: 'Hỗ trợ trực tuyến' })).toHaveAttribute('href', `${sim.url}/service/LIVECHAT`);
    await expect(home.floatingService).toBeVisible();
  });

  // SPEC §2 home without scripts: a member is answered the home shared by every member; where the account card is,
  // a link to the account screen, which is drawn on the server whole.
  test('signed in: the shared home, banners, notices, hot matches and games, and a link to the account screen', async ({ page, loginPage: login, homePage: home }) => {
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(home.accountLink).toBeVisible();
    await expect(home.messages).toHaveAttribute('href', '/m/webEmail');
    await expect(home.loginLink).toHaveCount(0);
    await expect(home.banners.first()).toBeVisible();
    expect(await home.notices.count()).toBeGreaterThan(0);
    await expect(home.hotMatchRegion.getByRole('link').first()).toBeVisible();
    await expect(home.hotGames).toHaveCount(26);
    await home.accountLink.click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByText('demo01').first()).toBeVisible();
  });

  // SPEC §2 first view: the hydration data carries the texts the home's islands use (the hearts' label and
  // toasts), not whole namespaces that only the game list screens need.
  test('the home HTML carries only the texts its hearts use', async ({ request }) => {
    const response = await request.get('/m/home');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Bạn chưa đăng nhập');
    expect(html).not.toContain('Nhập tên trò chơi');
    expect(html).not.toContain('Đang tải thêm trò chơi');
    expect(html).not.toContain('Xin lỗi, tài khoản này không có quyền');
  });

  // SPEC §2 first view: game tiles are server markup; their hearts and picture fallbacks are one client island per
  // list, so the hydration data names no client component once per tile (26 hot games).
  test('the hot games hydrate as one island, not one client component per tile', async ({ request, homePage: home }) => {
    const html = await (await request.get('/m/home')).text();
    const flight = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
    const uses = new Map<string, number>();
    for (const [reference] of flight.matchAll(/\$L[0-9a-f]+\b/g)) uses.set(reference, (uses.get(reference) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThan(26);
    await home.goto();
    await expect(home.hotGames).toHaveCount(26);
  });

  // SPEC §2 hot-match block: the carousel and the popup show the same cards; the hydration data sends each once.
  test('each hot match is in the hydration data once, though the carousel and the popup both show it', async ({ request }) => {
    const html = await (await request.get('/m/home')).text();
    const flight = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
    const markup = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    expect(markup.split('Viettel FC').length - 1).toBe(2);
    expect(flight.split('Viettel FC').length - 1).toBe(1);
  });
});
