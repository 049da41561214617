import { expect, type Locator, type Page } from '@playwright/test';

/** The login screen (/m/login, /m/agentLogin) in Vietnamese. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly mobileNum: Locator;
  readonly countryCode: Locator;
  readonly messageCode: Locator;
  readonly sendCode: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly notice: Locator;
  readonly smsTab: Locator;
  readonly freePlay: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Tên đăng nhập');
    this.password = page.getByLabel('Mật khẩu', { exact: true });
    this.captcha = page.getByLabel('Mã xác minh', { exact: true });
    this.captchaImage = page.getByRole('button', { name: 'Đổi mã xác minh' });
    this.mobileNum = page.getByLabel('Số điện thoại');
    this.countryCode = page.getByLabel('Mã quốc gia');
    this.messageCode = page.getByLabel('Mã xác minh SMS');
    this.sendCode = page.getByRole('button', { name: /Gửi mã|Gửi lại sau/ });
    this.remember = page.getByLabel('Ghi nhớ mật khẩu');
    this.submit = page.getByRole('button', { name: 'Đăng nhập', exact: true });
    this.notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    this.smsTab = page.getByRole('link', { name: 'Mã SMS' });
    this.freePlay = page.getByRole('button', { name: 'Chơi thử miễn phí' });
  }

  async goto(path = '/m/login') {
    await this.page.goto(path);
  }

  async signIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  async dismissNotice() {
    await this.notice.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(this.notice).toBeHidden();
  }

  /** Two wrong passwords: the platform asks this username for the captcha from the second (row 2). */
  async failUntilCaptchaAsked(username: string) {
    await this.signIn(username, 'Wrong1234');
    await this.dismissNotice();
    await this.submit.click();
    await this.dismissNotice();
    await expect(this.captcha).toBeVisible();
  }
}
