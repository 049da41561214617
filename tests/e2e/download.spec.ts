import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DownloadPopup } from './pages/DownloadPopup';
import { Shell } from './pages/Shell';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  nativeApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 McNativeApp/3.2.0',
};

async function phone(browser: Browser, baseURL: string | undefined, userAgent: string) {
  const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

// SPEC §2 download bar and popup, §4 download bar (permanently hidden once closed)
test.describe('download bar', () => {
  test('closed, it stays closed after a reload', async ({ page }) => {
    await page.goto('/m/home');
    const bar = new Shell(page).topBanner;
    await expect(bar.getByRole('img', { name: 'Đánh giá 5 sao' })).toBeVisible();
    await bar.getByRole('button', { name: 'Đóng' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(bar).toHaveCount(0);
    await page.goto('/m/hot');
    await expect(bar).toHaveCount(0);
  });

  test('inside the native app there is no bar and no floating download button', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL, UA.nativeApp);
    await page.goto('/m/home');
    await expect(page.locator('main a[href="/m/service"]')).toBeVisible(); // the home has rendered
    await expect(new Shell(page).topBanner).toHaveCount(0);
    await expect(new DownloadPopup(page).floatingButton).toHaveCount(0);
    await context.close();
  });

  test('in an iOS home-screen web app (navigator.standalone) the bar and the button are hidden', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL, UA.iphoneSafari);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-standalone', '');
    await expect(new Shell(page).topBanner).toBeHidden();
    await expect(new DownloadPopup(page).floatingButton).toBeHidden();
    await context.close();
  });

  test('without download links there is no bar and no floating button', async ({ page, sim }) => {
    await sim.setState({ appDownloads: false });
    await expect(async () => {
      await page.goto('/m/home');
      await expect(new Shell(page).topBanner).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(new DownloadPopup(page).floatingButton).toHaveCount(0);
  });
});

test.describe('download popup', () => {
  test('on Android: the Android package only, and it closes', async ({ browser, baseURL, sim }) => {
    const { context, page } = await phone(browser, baseURL, UA.android);
    const popup = new DownloadPopup(page);
    await page.goto('/m/home');
    await popup.floatingButton.click();
    await expect(popup.dialog).toBeVisible();
    await expect(popup.android).toHaveAttribute('href', `${sim.url}/download/android.apk`);
    await expect(popup.ios).toHaveCount(0);
    await expect(popup.profile).toHaveCount(0);
    await expect(popup.addToHome).toHaveCount(0);
    await popup.close.click();
    await expect(popup.dialog).toBeHidden();
    // the bar keeps its direct link
    await expect(new Shell(page).topBanner.getByRole('link', { name: 'Tải về' })).toHaveAttribute('href', `${sim.url}/download/android.apk`);
    await context.close();
  });

  test('on an iPhone in Safari: iOS app, configuration profile and the add-to-home-screen steps with older-iOS tips', async ({ browser, baseURL, sim }) => {
    const { context, page } = await phone(browser, baseURL, UA.iphoneSafari);
    const popup = new DownloadPopup(page);
    await page.goto('/m/home');
    await popup.floatingButton.click();
    await expect(popup.dialog).toBeVisible();
    await expect(popup.ios).toHaveAttribute('href', `${sim.url}/download/ios`);
    await expect(popup.profile).toHaveAttribute('href', `${sim.url}/download/app.mobileconfig`);
    await expect(popup.android).toHaveCount(0);
    await expect(popup.addToHome).toBeVisible();
    await expect(popup.addToHome.getByRole('listitem')).toHaveText([
      /nút Chia sẻ/,
      /Thêm vào MH chính/,
      /Nhấn "Thêm"/,
      /iOS 12 trở về trước/,
      /Sửa tác vụ/,
    ]);
    await expect(popup.olderIos).toBeVisible();
    await expect(popup.openInSafari).toHaveCount(0);
    await popup.close.click();
    await expect(popup.dialog).toBeHidden();
    await context.close();
  });

  test('on an iPhone in another browser: the steps say to open the page in Safari', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL, UA.iphoneChrome);
    const popup = new DownloadPopup(page);
    await page.goto('/m/home');
    await popup.floatingButton.click();
    await expect(popup.openInSafari).toBeVisible();
    await context.close();
  });
});
