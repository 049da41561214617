import { expect, type Locator, type Page } from '@playwright/test';

/** The forgot-password screen (/m/forget) in Vietnamese: the email form and, behind the toggle, the phone form. */
export class ForgetPage {
  readonly byEmail: Locator;
  readonly byPhone: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly submitEmail: Locator;
  readonly phoneForm: Locator;
  readonly mobileNum: Locator;
  readonly countryCode: Locator;
  readonly verificationCode: Locator;
  readonly sendCode: Locator;
  readonly newPassword: Locator;
  readonly submitPhone: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    const toggle = page.getByRole('group', { name: 'Cách lấy lại mật khẩu' });
    this.byEmail = toggle.getByRole('button', { name: 'Email', exact: true });
    this.byPhone = toggle.getByRole('button', { name: 'Số điện thoại', exact: true });
    this.username = page.getByLabel('Tên đăng nhập');
    this.email = page.getByLabel('Email', { exact: true });
    this.submitEmail = page.getByRole('button', { name: 'Lấy lại mật khẩu' });
    this.phoneForm = page.getByRole('form', { name: 'Xác nhận' });
    this.mobileNum = page.getByLabel('Số điện thoại', { exact: true });
    this.countryCode = page.getByLabel('Mã quốc gia');
    this.verificationCode = page.getByLabel('Mã xác minh SMS');
    this.sendCode = page.getByRole('button', { name: /Gửi mã|Gửi lại sau/ });
    this.newPassword = page.getByLabel('Mật khẩu mới', { exact: true });
    this.submitPhone = this.phoneForm.getByRole('button', { name: 'Xác nhận', exact: true });
    this.notice = page.getByRole('alertdialog', { name: 'Thông báo' });
  }

  async goto() {
    await this.page.goto('/m/forget');
  }

  async dismissNotice() {
    await this.notice.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(this.notice).toBeHidden();
  }

  /** A wrong SMS code (any but the one sent): verification.code.error, which empties the code field. */
  async submitWrongCode(sent: string) {
    await this.verificationCode.fill(sent === '000000' ? '111111' : '000000');
    await this.submitPhone.click();
    await expect(this.notice).toContainText('Mã xác minh không đúng');
    await this.dismissNotice();
    await expect(this.verificationCode).toHaveValue('');
  }
}
