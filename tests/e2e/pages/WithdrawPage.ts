import type { Locator, Page } from '@playwright/test';

/** The withdraw screen (/m/withdraw) in Vietnamese: figures, withdraw form, add-card form. */
export class WithdrawPage {
  readonly balance: Locator;
  readonly withdrawable: Locator;
  readonly turnover: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly paymentPassword: Locator;
  readonly showPaymentPassword: Locator;
  readonly submit: Locator;
  /** A refusal, inside the form (Next's route announcer is an alert too). */
  readonly refusal: Locator;
  readonly success: Locator;
  readonly addCardForm: Locator;
  readonly bank: Locator;
  readonly cardNo: Locator;
  readonly payeeName: Locator;
  readonly addCard: Locator;
  readonly freeReject: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('withdraw-balance');
    this.withdrawable = page.getByTestId('withdraw-withdrawable');
    this.turnover = page.getByRole('progressbar', { name: 'Yêu cầu doanh thu cược' });
    this.form = page.getByRole('form', { name: 'Rút tiền' });
    this.amount = this.form.getByLabel('Số tiền', { exact: true });
    this.paymentPassword = this.form.getByLabel('Mật khẩu thanh toán', { exact: true });
    this.showPaymentPassword = this.form.getByRole('button', { name: 'Hiện mật khẩu' });
    this.submit = this.form.getByRole('button', { name: 'Rút tiền' });
    this.refusal = page.getByRole('main').getByRole('alert');
    this.success = this.form.getByRole('status');
    this.addCardForm = page.getByRole('form', { name: 'Thêm thẻ ngân hàng' });
    this.bank = this.addCardForm.getByLabel('Ngân hàng', { exact: true });
    this.cardNo = this.addCardForm.getByLabel('Số thẻ', { exact: true });
    this.payeeName = this.addCardForm.getByLabel('Tên người nhận', { exact: true });
    this.addCard = this.addCardForm.getByRole('button', { name: 'Thêm thẻ' });
    this.freeReject = page.getByText('Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này');
  }

  async goto() {
    await this.page.goto('/m/withdraw');
  }

  card(name: string | RegExp): Locator {
    return this.form.getByRole('radio', { name });
  }

  async withdraw(amount: string, paymentPassword: string) {
    await this.amount.fill(amount);
    await this.paymentPassword.fill(paymentPassword);
    await this.submit.click();
  }
}
