import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

async function signIn(page: Page, remember = false) {
  const login = new LoginPage(page);
  await login.goto();
  await login.username.fill('demo01');
  await login.password.fill('Demo1234');
  if (remember) await login.remember.check();
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

// SPEC §2 change password, §4 password change, §5 change-password rules
test.describe('change password', () => {
  test('visitors are sent to /m/home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('every rule is checked before the platform is asked, and nothing typed is lost', async ({ page, sim, changePasswordPage: change }) => {
    await signIn(page);
    await change.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();

    await change.submit.click();
    await expect(page.getByText('Vui lòng nhập thông tin này')).toHaveCount(2);
    await expect(page.getByText('Vui lòng nhập mật khẩu', { exact: true })).toBeVisible(); // 'Enter password'
    await expect(change.oldPassword).toBeFocused();

    await change.change('abc', 'Newpass123', 'Newpass124');
    await expect(page.getByText('Định dạng mật khẩu không đúng')).toBeVisible();
    await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible(); // 'Confirmation password not matched'
    await expect(change.oldPassword).toBeFocused();
    await expect(change.newPassword).toHaveValue('Newpass123');

    // New equal to old: a popup, again on every attempt.
    await change.change('Demo1234', 'Demo1234');
    await expect(change.notice).toContainText('Mật khẩu mới và mật khẩu cũ không được giống nhau');
    await change.dismissNotice();
    await change.submit.click();
    await expect(change.notice).toContainText('Mật khẩu mới và mật khẩu cũ không được giống nhau');
    await change.dismissNotice();
    expect(await sim.requests('/wps/member/password/change')).toHaveLength(0);

    // A refusal: the loading goes, the refusal shows in Vietnamese, the fields stay.
    await change.change('Wrong1234', 'Newpass123');
    await expect(change.notice).toContainText('Mật khẩu cũ không đúng');
    await change.dismissNotice();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(change.oldPassword).toHaveValue('Wrong1234');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    const sent = await sim.requests('/wps/member/password/change');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBeTruthy();
  });

  test("success: 'Change saved', then home; the new password signs in and the old one no longer does", async ({ page, context, sim, changePasswordPage: change, loginPage: login }) => {
    await signIn(page);
    await change.goto();
    await change.change('Demo1234', 'Newpass123');
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu thay đổi' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page).toHaveURL(/\/m\/home$/);
    const sent = await sim.requests('/wps/member/password/change');
    expect(JSON.parse(sent[0]!.body)).toEqual({ oldPassword: 'Demo1234', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' });

    await context.clearCookies();
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await expect(login.notice).toContainText('Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa');
    await login.dismissNotice();
    await login.password.fill('Newpass123');
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the remembered login is sealed again with the new password', async ({ page, context, changePasswordPage: change, loginPage: login }) => {
    await signIn(page, true);
    await change.goto();
    await change.change('Demo1234', 'Newpass123');
    await expect(page).toHaveURL(/\/m\/home$/);
    // Home has drawn the member's own parts: its request for them is not still out when the session goes below.
    await expect(new HomePage(page).userBlock).toContainText('demo01');

    // A new visit without the session: the remembered login alone, password field left empty.
    await context.clearCookies({ name: 'mc_session' });
    await login.goto();
    await expect(login.username).toHaveValue('demo01');
    await expect(login.password).toHaveValue('');
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
