import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Shell } from './pages/Shell';

// SPEC §2 page changes fade in 300 ms (cross-document view transitions): navigations that start, redirect, turn
// the phone or are stopped while a fade runs end without a page error.

/** Runs a navigation from inside the page once the call that asks for it has returned. */
const fromPage = (page: Page, navigate: () => void) => page.evaluate((code) => void setTimeout(new Function(code) as () => void), `(${navigate})()`);

test('navigations during the page fade raise no page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const shell = new Shell(page);
  const arrived = async (url: RegExp) => {
    await expect(page).toHaveURL(url);
    await page.waitForLoadState();
  };

  await page.goto('/m/hot');
  // A second tap while the first page still fades in.
  await shell.menuLink('Khuyến mãi').click();
  await shell.menuLink('Trang chủ').click({ noWaitAfter: true });
  await arrived(/\/m\/home$/);
  // A tap whose answer is a redirect (a visitor's withdraw goes to the login).
  await shell.menuLink('Rút tiền').click();
  await arrived(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
  // Back to a page that then fades in.
  await fromPage(page, () => history.back());
  await arrived(/\/m\/home$/);
  // The phone turns while a page fades in.
  await shell.menuLink('Khuyến mãi').click({ noWaitAfter: true });
  await page.setViewportSize({ width: 844, height: 390 });
  await arrived(/\/m\/activity$/);
  await page.setViewportSize({ width: 390, height: 844 });
  // A tap whose page is stopped before it arrives.
  await fromPage(page, () => {
    document.querySelector<HTMLAnchorElement>('a[href="/m/home"]')!.click();
    setTimeout(() => window.stop(), 30);
  });
  await page.waitForTimeout(400);
  // A double tap on one link.
  await shell.menuLink('Trang chủ').dblclick();
  await arrived(/\/m\/home$/);
  await page.waitForTimeout(400);
  expect(errors).toEqual([]);
});
