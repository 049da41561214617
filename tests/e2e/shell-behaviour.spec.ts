import { expect, test } from './support/fixtures';
import { isHydrated } from './support/hydration';
import { signInThroughBff } from './support/signIn';
import { Shell } from './pages/Shell';

// SPEC §2 header, bottom menu, transitions
test.describe('header back arrow', () => {
  test('with no history it goes home', async ({ page }) => {
    await page.goto('/m/activity');
    await new Shell(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('with history it goes one step back', async ({ page }) => {
    await page.goto('/m/hot');
    await new Shell(page).menuLink('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await new Shell(page).back.click();
    await expect(page).toHaveURL(/\/m\/hot$/);
  });

  test('from the announcements it always goes home', async ({ page }) => {
    await page.goto('/m/hot');
    await page.evaluate(() => {
      window.location.href = '/m/notice';
    });
    await expect(page).toHaveURL(/\/m\/notice$/);
    await new Shell(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test('the header becomes sticky once the content reaches 100 px from the top', async ({ page, shell }) => {
  await page.goto('/m/home');
  await expect(shell.topBanner).toBeVisible();
  await expect(shell.header).toHaveAttribute('data-sticky', 'false');
  await page.mouse.wheel(0, 600);
  await expect(shell.header).toHaveAttribute('data-sticky', 'true');
  expect((await shell.header.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(shell.header).toHaveAttribute('data-sticky', 'false');
});

test.describe('bottom menu', () => {
  test('has the five entries of the spec', async ({ page }) => {
    await page.goto('/m/home');
    const links = new Shell(page).bottomMenu.getByRole('link');
    await expect(links).toHaveText(['Nạp tiền', 'Rút tiền', 'Trang chủ', 'Khuyến mãi', 'Thành viên']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/m/voucherCenter', '/m/withdraw', '/m/home', '/m/activity', '/m/mine',
    ]);
  });

  test('highlights deposit, withdraw and events when current, and nothing on home', async ({ page, shell }) => {
    await page.goto('/m/home');
    await expect(shell.bottomMenu.locator('[aria-current="page"]')).toHaveCount(0);
    await signInThroughBff(page, 'demo01', 'Demo1234');
    for (const [path, name] of [['/m/voucherCenter', 'Nạp tiền'], ['/m/withdraw', 'Rút tiền'], ['/m/activity', 'Khuyến mãi']]) {
      await page.goto(path!);
      await expect(shell.bottomMenu.locator('[aria-current="page"]')).toHaveText(name!);
    }
    await page.goto('/m/mine');
    await expect(shell.bottomMenu.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('stays above the home indicator (safe-area inset)', async ({ page }) => {
    await page.goto('/m/home');
    const padding = await new Shell(page).bottomMenu.evaluate((nav) => getComputedStyle(nav).paddingBottom);
    expect(padding).toBe('0px');
    const rule = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)).find((text) => text.includes('safe-area-inset-bottom')),
    );
    expect(rule).toBeTruthy();
  });
});

test.describe('page transitions', () => {
  test.beforeEach(async ({ page }) => {
    // Records, on every new page, whether the navigation brought a view transition.
    await page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const reveal = event as Event & { viewTransition: unknown };
        document.documentElement.dataset.transition = reveal.viewTransition ? 'fade' : 'none';
      });
    });
  });

  test('a page change fades in 300 ms', async ({ page }) => {
    await page.goto('/m/hot');
    await new Shell(page).menuLink('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator('html')).toHaveAttribute('data-transition', 'fade');
    const duration = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText)).find((text) => text.includes('view-transition-new(root)')),
    );
    expect(duration).toMatch(/animation-duration: (0\.3s|300ms)/);
  });

  test('a back right after a swipe does not animate', async ({ page }) => {
    await page.goto('/m/hot');
    await new Shell(page).menuLink('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    // The swipe listener exists only once the shell is hydrated (the click may have loaded a fresh page).
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(5)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchmove', { touches: [touch(180)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true }));
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/hot$/);
    await expect(page.locator('html')).toHaveAttribute('data-transition', 'none');
  });

  test('a back without a swipe fades', async ({ page }) => {
    await page.goto('/m/hot');
    await new Shell(page).menuLink('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await page.goBack();
    await expect(page.locator('html')).toHaveAttribute('data-transition', 'fade');
  });

  test('reduced motion turns the fade off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/hot');
    await new Shell(page).menuLink('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator('html')).toHaveAttribute('data-transition', 'none');
  });
});

test.describe('top banner (download bar)', () => {
  test('closing it hides it for good', async ({ page, context, shell }) => {
    await page.goto('/m/home');
    await expect(shell.topBanner.getByRole('link', { name: 'Tải về' })).toHaveAttribute('href', /^https?:\/\//);
    await shell.topBanner.getByRole('button', { name: 'Đóng' }).click();
    await expect(shell.topBanner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(shell.topBanner).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'hideDownloadBar')?.value).toBe('1');
  });

  test('an iPhone gets the iOS link and an Android phone the Android one', async ({ browser, baseURL }) => {
    const hrefFor = async (userAgent: string) => {
      const context = await browser.newContext({ baseURL, userAgent });
      const page = await context.newPage();
      await page.goto('/m/home');
      const href = await new Shell(page).topBanner.getByRole('link', { name: 'Tải về' }).getAttribute('href');
      await context.close();
      return href;
    };
    const ios = await hrefFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    const android = await hrefFor('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36');
    expect(ios).toMatch(/^https?:\/\//);
    expect(android).toMatch(/^https?:\/\//);
    expect(ios).not.toBe(android);
  });
});

test('going offline shows an offline toast until the connection returns', async ({ page, context }) => {
  await page.goto('/m/hot');
  // The offline listener exists only once the shell is hydrated.
  await expect.poll(() => isHydrated(page)).toBe(true);
  await context.setOffline(true);
  const alert = page.getByRole('alert').filter({ hasText: 'Mất kết nối mạng' });
  await expect(alert).toBeVisible();
  // The browser may say so again while still offline: the player still sees one toast.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(alert).toHaveCount(1);
  await context.setOffline(false);
  await expect(alert).toHaveCount(0);
});

test('the slots list is titled the RNG slots center, other lists the game center', async ({ page }) => {
  await page.goto('/m/gameLobby?type=RNG');
  await expect(new Shell(page).headerTitle).toHaveText('Trung tâm slot RNG');
  await page.goto('/m/gameLobby?type=LIVE');
  await expect(new Shell(page).headerTitle).toHaveText('Trung tâm trò chơi');
});
