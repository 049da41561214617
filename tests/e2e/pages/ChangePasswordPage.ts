import { expect, type Locator, type Page } from '@playwright/test';

/** The change-password screen (/m/changePsw) in Vietnamese. */
export class ChangePasswordPage {
  readonly oldPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmNewPassword: Locator;
  readonly submit: Locator;
  readonly notice: Locator;
  readonly freeReject: Locator;

  constructor(readonly page: Page) {
    this.oldPassword = page.getByLabel('Mật khẩu cũ', { exact: true });
    this.newPassword = page.getByLabel('Mật khẩu mới', { exact: true });
    this.confirmNewPassword = page.getByLabel('Xác nhận mật khẩu mới', { exact: true });
    this.submit = page.getByRole('button', { name: 'Lưu thay đổi' });
    this.notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    this.freeReject = page.getByText('Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này');
  }

  async goto() {
    await this.page.goto('/m/changePsw');
  }

  async change(oldPassword: string, newPassword: string, confirmNewPassword = newPassword) {
    await this.oldPassword.fill(oldPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmNewPassword.fill(confirmNewPassword);
    await this.submit.click();
  }

  async dismissNotice() {
    await this.notice.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(this.notice).toBeHidden();
  }
}
