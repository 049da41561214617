import { expect, test } from './support/fixtures';
import { ChangePasswordPage } from './pages/ChangePasswordPage';

// SPEC §2 free trial, §6 free-trial account (free_reject)
test.describe('free trial', () => {
  test('creates a trial account from the trial merchant and lands home signed in', async ({ page, sim, trialPage: trial }) => {
    await trial.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Chơi thử miễn phí' })).toBeVisible();
    await expect(trial.intro).toBeVisible();
    await trial.start.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('button', { name: 'trial_0001', exact: true })).toBeVisible();
    // The shell is drawn for home: the logo header and the bottom menu /m/trail does not have.
    await expect(page.locator('[data-app-header] [data-brand-mark]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();

    const created = await sim.requests('/wps/member/trial');
    expect(created).toHaveLength(1);
    expect(created[0]!.method).toBe('GET');
    expect(created[0]!.headers.merchant).toBe('mer01trial');
    expect(created[0]!.headers['module-id']).toBe('TRIAL3');
    expect((await sim.tokens()).map((entry) => entry.userName)).toContain('trial_0001');
  });

  test('a trial session gets free_reject on change password, deposit and withdraw', async ({ page, sim, trialPage: trial, changePasswordPage: change }) => {
    await trial.goto();
    await trial.start.click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await change.goto();
    await expect(change.freeReject).toBeVisible();
    await expect(change.oldPassword).toHaveCount(0);
    for (const path of ['/m/voucherCenter', '/m/withdraw']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(trial.freeReject).toBeVisible();
      await expect(page.getByRole('link', { name: 'Đăng nhập tài khoản thật' })).toHaveAttribute('href', '/m/login');
    }
    expect(await sim.requests('/wps/member/password/change')).toHaveLength(0);
  });

  test('a free-play session is refused the same way; an actual account is not', async ({ page, loginPage: login, trialPage: trial }) => {
    await login.goto();
    await login.freePlay.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/voucherCenter');
    await expect(trial.freeReject).toBeVisible();

    await page.context().clearCookies();
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const path of ['/m/voucherCenter', '/m/changePsw']) {
      await page.goto(path);
      await expect(trial.freeReject).toHaveCount(0);
    }
    await expect(new ChangePasswordPage(page).oldPassword).toBeVisible();
  });

  test("free_reject sits under the screen's own title and lit tab", async ({ page, trialPage: trial, shell }) => {
    await trial.goto();
    await trial.start.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const screens = [
      { path: '/m/voucherCenter', title: 'Nạp tiền', tab: 'Nạp tiền' },
      { path: '/m/withdraw', title: 'Rút tiền', tab: 'Rút tiền' },
      { path: '/m/securityCenter', title: 'Trung tâm bảo mật', tab: null },
      { path: '/m/changePsw', title: 'Đổi mật khẩu', tab: null },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(trial.freeReject, screen.path).toBeVisible();
      await expect(shell.headerTitle, screen.path).toHaveText(screen.title);
      await expect(page, screen.path).toHaveTitle(new RegExp(screen.title));
      if (screen.tab) await expect(shell.menuLink(screen.tab), screen.path).toHaveAttribute('aria-current', 'page');
    }
  });
});
