import { expect, type Locator, type Page } from '@playwright/test';

/** The register screen (/m/register and its aliases) in Vietnamese. */
export class RegisterPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly mobileNum: Locator;
  readonly optionalMobileNum: Locator;
  readonly countryCode: Locator;
  readonly verificationCode: Locator;
  readonly sendCode: Locator;
  readonly affiliateCode: Locator;
  readonly email: Locator;
  readonly agreement: Locator;
  readonly submit: Locator;
  readonly notice: Locator;
  readonly methodToggle: Locator;
  readonly byUsername: Locator;
  readonly byMobile: Locator;
  readonly showPassword: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Tên đăng nhập');
    this.password = page.getByLabel('Mật khẩu', { exact: true });
    this.confirmPassword = page.getByLabel('Xác nhận mật khẩu');
    this.captcha = page.getByLabel('Mã xác minh', { exact: true });
    this.captchaImage = page.getByRole('button', { name: 'Đổi mã xác minh' });
    this.mobileNum = page.getByLabel('Số điện thoại', { exact: true });
    this.optionalMobileNum = page.getByLabel('Số điện thoại (không bắt buộc)');
    this.countryCode = page.getByLabel('Mã quốc gia');
    this.verificationCode = page.getByLabel('Mã xác minh SMS');
    this.sendCode = page.getByRole('button', { name: /Gửi mã|Gửi lại sau/ });
    this.affiliateCode = page.getByLabel('Mã mời (không bắt buộc)');
    this.email = page.getByLabel('Địa chỉ email (không bắt buộc)');
    this.agreement = page.getByRole('checkbox', { name: /Thỏa thuận người dùng/ });
    this.submit = page.getByRole('button', { name: 'Đăng ký', exact: true });
    this.notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    this.methodToggle = page.getByRole('group', { name: 'Cách đăng ký' });
    this.byUsername = this.methodToggle.getByRole('button', { name: 'Tài khoản', exact: true });
    this.byMobile = this.methodToggle.getByRole('button', { name: 'Số điện thoại', exact: true });
    this.showPassword = page.getByRole('button', { name: 'Hiện mật khẩu' });
  }

  async goto(path = '/m/register') {
    await this.page.goto(path);
  }

  /** The error text under a field (Field renders it as #field-<name>-error). */
  errorOf(name: string): Locator {
    return this.page.locator(`#field-${name}-error`);
  }

  hintOf(name: string): Locator {
    return this.page.locator(`#field-${name}-hint`);
  }

  async fillUsernameForm(fields: { username: string; password: string; confirmPassword?: string; captcha?: string }) {
    await this.username.fill(fields.username);
    await this.password.fill(fields.password);
    await this.confirmPassword.fill(fields.confirmPassword ?? fields.password);
    if (fields.captcha !== undefined) await this.captcha.fill(fields.captcha);
  }

  async dismissNotice() {
    await this.notice.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(this.notice).toBeHidden();
  }
}
