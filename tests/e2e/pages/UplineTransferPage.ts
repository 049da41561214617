import type { Locator, Page } from '@playwright/test';

/** The transfer to the upline (/m/upLine/transfer) in Vietnamese: figures, the amount step and the confirmation step. */
export class UplineTransferPage {
  readonly upline: Locator;
  readonly balance: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly next: Locator;
  readonly confirmation: Locator;
  readonly confirmUpline: Locator;
  readonly confirmAmount: Locator;
  readonly paymentPassword: Locator;
  readonly showPaymentPassword: Locator;
  readonly confirm: Locator;
  readonly changeAmount: Locator;
  /** A refusal, inside the form (Next's route announcer is an alert too). */
  readonly refusal: Locator;
  readonly success: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.upline = page.getByTestId('upline-name');
    this.balance = page.getByTestId('upline-balance');
    this.form = page.getByRole('form', { name: 'Chuyển tiền cho cấp trên' });
    this.amount = this.form.getByLabel('Số tiền', { exact: true });
    this.next = this.form.getByRole('button', { name: 'Tiếp tục' });
    this.confirmation = this.form.getByRole('region', { name: 'Xác nhận chuyển tiền' });
    this.confirmUpline = page.getByTestId('confirm-upline');
    this.confirmAmount = page.getByTestId('confirm-amount');
    this.paymentPassword = this.form.getByLabel('Mật khẩu thanh toán', { exact: true });
    this.showPaymentPassword = this.form.getByRole('button', { name: 'Hiện mật khẩu' });
    this.confirm = this.form.getByRole('button', { name: 'Xác nhận chuyển' });
    this.changeAmount = this.form.getByRole('button', { name: 'Đổi số tiền' });
    this.refusal = this.form.getByRole('alert');
    this.success = this.form.getByRole('status');
    this.unavailable = page.getByTestId('feature-unavailable');
  }

  async goto() {
    await this.page.goto('/m/upLine/transfer');
  }

  /** The amount step, then the confirmation step with the payment password. */
  async transfer(amount: string, paymentPassword: string) {
    await this.amount.fill(amount);
    await this.next.click();
    await this.paymentPassword.fill(paymentPassword);
    await this.confirm.click();
  }
}
