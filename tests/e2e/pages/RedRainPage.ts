import type { Locator, Page } from '@playwright/test';

/** Red envelope rain (/m/redRain) in Vietnamese: the balance, the pick step and the confirmation step. */
export class RedRainPage {
  readonly balance: Locator;
  readonly form: Locator;
  readonly allAmount: Locator;
  readonly next: Locator;
  readonly confirmation: Locator;
  readonly confirmRows: Locator;
  readonly confirmTotal: Locator;
  readonly paymentPassword: Locator;
  readonly send: Locator;
  /** A refusal, inside the form (Next's route announcer is an alert too). */
  readonly refusal: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('red-rain-balance');
    this.form = page.getByRole('form', { name: 'Gửi lì xì cho cấp dưới' });
    this.allAmount = this.form.getByLabel('Số tiền cho tất cả', { exact: true });
    this.next = this.form.getByRole('button', { name: 'Tiếp tục' });
    this.confirmation = this.form.getByRole('region', { name: 'Xác nhận gửi lì xì' });
    this.confirmRows = page.getByTestId('confirm-transfer');
    this.confirmTotal = page.getByTestId('confirm-total');
    this.paymentPassword = this.form.getByLabel('Mật khẩu thanh toán', { exact: true });
    this.send = this.form.getByRole('button', { name: 'Gửi', exact: true });
    this.refusal = this.form.getByRole('alert');
    this.success = this.form.getByRole('status');
  }

  async goto() {
    await this.page.goto('/m/redRain');
  }

  pick(userName: string): Locator {
    return this.form.getByRole('checkbox', { name: new RegExp(`^${userName} `) });
  }

  amountFor(userName: string): Locator {
    return this.form.getByLabel(`Số tiền cho ${userName}`, { exact: true });
  }

  /** The confirmation step with the payment password. */
  async confirmWith(paymentPassword: string) {
    await this.paymentPassword.fill(paymentPassword);
    await this.send.click();
  }
}
