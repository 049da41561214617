import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
}

// SPEC §2 settings, §4 logout (settings)
test.describe('settings', () => {
  test('signed-out visitors are sent to /m/home', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('shows the back button, the change password row and the sign-out button', async ({ page, settingsPage: settings }) => {
    await signIn(page);
    await settings.goto();
    await expect(settings.title).toBeVisible();
    await expect(settings.back).toBeVisible();
    await expect(settings.changePassword).toHaveAttribute('href', '/m/changePsw');
    await expect(settings.signOut).toBeVisible();
    await settings.changePassword.click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel('Mật khẩu cũ', { exact: true })).toBeVisible();
  });

  test('sign-out calls the platform logout with the token, clears the session and goes home', async ({ page, sim, settingsPage: settings }) => {
    await signIn(page);
    const token = (await sim.tokens()).find((entry) => entry.userName === 'demo01')!.token;
    await settings.goto();
    await page.evaluate(() => window.sessionStorage.setItem('MC_SESSION_INFO', 'x'));
    await settings.signOut.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    // The shell is drawn for home: the logo header, not the settings title and back arrow.
    await expect(page.locator('[data-app-header] [data-brand-mark]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt cá nhân' })).toHaveCount(0);

    const logouts = await sim.requests('/wps/session/logout');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.method).toBe('DELETE');
    expect(logouts[0]!.headers.authorization).toBe(token);
    expect((await sim.tokens()).map((entry) => entry.token)).not.toContain(token);
    expect(await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('autoLogin'))).toBe('0');

    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('sign-out works before any script ran (a plain form POST)', async ({ page, browser, sim, baseURL }) => {
    await signIn(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      await noScript.addCookies(await page.context().cookies());
      const bare = await noScript.newPage();
      await bare.goto('/m/set');
      await bare.getByRole('button', { name: 'Đăng xuất' }).click();
      await expect(bare).toHaveURL(/\/m\/home$/);
      expect(await sim.requests('/wps/session/logout')).toHaveLength(1);
      await bare.goto('/m/withdraw');
      await expect(bare).toHaveURL(/\/m\/login\?redirect=/);
    } finally {
      await noScript.close();
    }
  });
});
