import { LANGUAGES } from '@/lib/i18n/languages';
import { expect, test } from './support/fixtures';
import { Shell } from './pages/Shell';
import { signInBeforeOpening } from './support/signIn';

/** Every language of the product, by its own name: what the reference platform's default merchant offers. */
const EVERY_NAME = LANGUAGES.map((language) => language.name);

// SPEC §2 language selector: cookie, platform language, server re-render
test.describe('language selector', () => {
  test('switches the whole page to English, remembers it and tells the platform', async ({ page, context, sim, shell }) => {
    await page.goto('/m/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await shell.languageButton.click();
    await expect(shell.languageOptions).toHaveText(EVERY_NAME);
    for (const flag of await shell.languageOptions.locator('img').all()) expect(await flag.getAttribute('src')).toMatch(/\/images\/flags\/[\w-]+\.svg$/);
    await page.getByRole('button', { name: 'English' }).click();

    await expect(page).toHaveURL(/\/m\/hot$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shell.bottomMenu.getByRole('link')).toHaveText(['Deposit', 'Withdraw', 'Home', 'Promotions', 'Members']);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

    await page.goto('/m/home');
    const hot = (await sim.requests()).filter((r) => r.path === '/lgw/games/hot').at(-1);
    // SPEC §9: the platform's code of the language, in the header and the body fields.
    expect(hot?.headers.language).toBe('EN');
    expect(hot?.query.language).toBe('EN');
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
    await expect(section.getByRole('button')).toHaveText(EVERY_NAME);
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
    await expect(section.getByRole('button')).toHaveText(EVERY_NAME);
    await section.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

// SPEC §3 client config (language, languages) and SPEC §9: the merchant offers its languages and a default; the
// simulator is reset before each test (tests/e2e/support/fixtures.ts), which offers all 24 again.
test.describe('the merchant\'s languages', () => {
  const NARROWED = { languages: ['VI', 'EN', 'TH'], language: 'VI' };

  test('the selector offers exactly the merchant\'s languages, wherever it is', async ({ page, sim, shell, homePage: home }) => {
    await sim.setState(NARROWED);
    await page.goto('/m/hot');
    await shell.languageButton.click();
    await expect(shell.languageOptions).toHaveText(['Tiếng Việt', 'English', 'ไทย']);
    await home.goto();
    await home.menuButton.click();
    await expect(home.sideMenu.getByRole('region', { name: 'Ngôn ngữ' }).getByRole('button')).toHaveText(['Tiếng Việt', 'English', 'ไทย']);
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await page.goto('/m/set');
    await expect(page.getByRole('region', { name: 'Ngôn ngữ' }).getByRole('button')).toHaveText(['Tiếng Việt', 'English', 'ไทย']);

    await sim.setState({ maintenance: true });
    await page.goto('/m/activity');
    await expect(page.locator('main[data-status-page="maintenance"] form').getByRole('button')).toHaveText(['Tiếng Việt', 'English', 'ไทย']);
  });

  test('a choice no longer offered falls back to the merchant\'s default', async ({ page, context, baseURL, sim, shell }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await page.goto('/m/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await sim.setState({ languages: ['EN', 'TH'], language: 'EN' });
    await page.goto('/m/hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(shell.bottomMenu.getByRole('link')).toHaveText(['Deposit', 'Withdraw', 'Home', 'Promotions', 'Members']);
    await shell.languageButton.click();
    await expect(shell.languageOptions.and(page.locator('[aria-pressed="true"]'))).toHaveText(['English']);
  });

  test('a language not offered cannot be chosen', async ({ page, baseURL, sim }) => {
    await sim.setState(NARROWED);
    const choose = (locale: string) => page.request.post('/api/locale', { form: { locale, returnTo: '/m/home' }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect((await choose('bn')).status()).toBe(400);
    expect((await choose('xx')).status()).toBe(400);
    const offered = await choose('th');
    expect(offered.status()).toBe(303);
    expect(offered.headers()['set-cookie']).toContain('NEXT_LOCALE=th');
  });

  test.describe('a browser asking for Thai', () => {
    test.use({ locale: 'th-TH' });

    test('gets Thai while the merchant offers it, and the default once it does not', async ({ page, sim }) => {
      await page.goto('/m/hot');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await sim.setState({ languages: ['VI', 'EN'], language: 'VI' });
      await page.goto('/m/hot');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      const hot = (await sim.requests('/lgw/games/hot')).at(-1);
      expect(hot?.headers.language).toBe('VI');
    });
  });

  test('every offered language stays usable in the header at 320x700: the list scrolls inside itself, the current one marked', async ({ page, context, baseURL, shell }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }]);
    await page.goto('/m/notice');
    await shell.languageButton.click();
    await expect(shell.languageOptions).toHaveCount(LANGUAGES.length);
    const list = page.locator('[data-app-header] details form');
    const box = (await list.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await list.evaluate((form) => form.scrollHeight > form.clientHeight)).toBe(true);
    for (const option of await shell.languageOptions.all()) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(shell.languageOptions.and(page.locator('[aria-pressed="true"]'))).toHaveText(['Français']);
    // The last language is reached by scrolling the list, not the page.
    await shell.languageOptions.last().scrollIntoViewIfNeeded();
    await expect(shell.languageOptions.last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shell.languageOptions.filter({ hasText: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveURL(/\/m\/notice$/);
  });
});
