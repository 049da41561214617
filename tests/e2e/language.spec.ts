import { expect, test } from './support/fixtures';
import { Shell } from './pages/Shell';
import { signInBeforeOpening } from './support/signIn';

// SPEC §2 language selector: cookie, platform language, server re-render
test.describe('language selector', () => {
  test('switches the whole page to English, remembers it and tells the platform', async ({ page, context, sim, shell }) => {
    await page.goto('/m/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await shell.languageButton.click();
    const options = page.getByRole('button', { name: /Tiếng Việt|English|বাংলা/ });
    await expect(options).toHaveCount(3);
    for (const flag of await options.locator('img').all()) expect(await flag.getAttribute('src')).toMatch(/\/images\/flags\/\w+\.svg$/);
    await page.getByRole('button', { name: 'English' }).click();

    await expect(page).toHaveURL(/\/m\/hot$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shell.bottomMenu.getByRole('link')).toHaveText(['Deposit', 'Withdraw', 'Home', 'Promotions', 'Members']);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    await page.goto('/m/home');
    const hot = (await sim.requests()).filter((r) => r.path === '/lgw/games/hot').at(-1);
    expect(hot?.headers.language).toBe('en');
    expect(hot?.query.language).toBe('en');
  });

  test('Bengali is complete on the shell', async ({ page }) => {
    await page.goto('/m/home');
    await new Shell(page).languageButton.click();
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(new Shell(page).bottomMenu.getByRole('link')).toHaveText(['জমা', 'উত্তোলন', 'হোম', 'অফার', 'সদস্য']);
    await expect(page.getByRole('heading', { name: 'জনপ্রিয় গেম' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the selector still works', async ({ page }) => {
      await page.goto('/m/home');
      await new Shell(page).languageButton.click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });

  test('refuses a return address on another site', async ({ page, baseURL }) => {
    const response = await page.request.post('/api/locale', {
      form: { locale: 'en', returnTo: 'https://evil.example/' },
      // The language form only takes same-origin posts, as a browser sends them
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/m/home');
  });
});

// SPEC §2 language selector, where a player looks for it: every screen with a header, settings and the side menu.
test.describe('the language where a player is', () => {
  test('an inner screen switches in its own header, at 320 px, and stays on the screen', async ({ page, shell }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/m/notice');
    await expect(shell.headerTitle).toBeVisible();
    await expect(shell.languageButton).toBeVisible();
    // Back, title and selector share the row without overlapping.
    const [back, title, selector] = [await shell.back.boundingBox(), await shell.headerTitle.boundingBox(), await shell.languageButton.boundingBox()];
    expect(back!.x + back!.width).toBeLessThanOrEqual(title!.x + 1);
    expect(title!.x + title!.width).toBeLessThanOrEqual(selector!.x + 1);
    expect(selector!.x + selector!.width).toBeLessThanOrEqual(320);
    await shell.languageButton.click();
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(shell.languageButton).toContainText('BN');
  });

  test('settings offers the languages as a section of its own', async ({ page }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await page.goto('/m/set');
    const section = page.getByRole('region', { name: 'Ngôn ngữ' });
    await expect(section.getByRole('button')).toHaveText(['Tiếng Việt', 'English', 'বাংলা']);
    await expect(section.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    await section.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/m\/set$/);
    await expect(page.getByRole('region', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the side menu offers the languages', async ({ page, homePage: home }) => {
    await home.goto();
    await home.menuButton.click();
    const section = home.sideMenu.getByRole('region', { name: 'Ngôn ngữ' });
    await expect(section.getByRole('button')).toHaveCount(3);
    await section.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
