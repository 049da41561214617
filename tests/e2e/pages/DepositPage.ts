import type { Locator, Page } from '@playwright/test';

/** The deposit screen (/m/voucherCenter) as a member sees it, in Vietnamese. */
export class DepositPage {
  readonly screen: Locator;
  readonly amount: Locator;
  readonly amountError: Locator;
  readonly presets: Locator;
  readonly depositorName: Locator;
  readonly receipt: Locator;
  readonly receiptError: Locator;
  readonly receiptPreview: Locator;
  readonly submitManual: Locator;
  readonly submitGateway: Locator;
  readonly bonus: Locator;
  readonly copied: Locator;
  readonly created: Locator;
  readonly detail: Locator;
  readonly pending: Locator;
  readonly noPending: Locator;
  readonly unavailable: Locator;
  readonly notice: Locator;
  readonly freeReject: Locator;

  constructor(readonly page: Page) {
    this.screen = page.locator('main[data-screen="/m/voucherCenter"]');
    this.amount = page.getByLabel('Số tiền', { exact: true });
    this.amountError = page.locator('#field-amount-error');
    this.presets = page.getByRole('group', { name: 'Số tiền nhanh' });
    this.depositorName = page.getByLabel('Tên người nạp');
    this.receipt = page.getByLabel('Biên lai chuyển khoản');
    this.receiptError = page.locator('#field-receipt-error');
    this.receiptPreview = page.getByRole('img', { name: 'Xem trước biên lai' });
    this.submitManual = page.getByRole('button', { name: 'Gửi yêu cầu nạp' });
    this.submitGateway = page.getByRole('button', { name: 'Thanh toán ngay' });
    this.bonus = page.getByTestId('deposit-bonus');
    this.copied = page.getByRole('status').filter({ hasText: 'Đã sao chép' });
    this.created = page.getByRole('status').filter({ hasText: 'Đã gửi lệnh nạp' });
    this.detail = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Chi tiết lệnh nạp' }) });
    this.pending = page.getByTestId('pending-deposit');
    this.noPending = page.getByText('Không có lệnh nạp đang chờ');
    this.unavailable = page.getByTestId('deposit-unavailable');
    this.notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    this.freeReject = page.getByText('Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này');
  }

  async goto() {
    await this.page.goto('/m/voucherCenter');
  }

  /** A payment method by the start of its name (each label also shows the kind and the limits). */
  method(name: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  promo(title: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${title.replace(/[%()]/g, '\\$&')}`) });
  }

  preset(amount: string): Locator {
    return this.presets.getByRole('button', { name: amount, exact: true });
  }

  copy(label: string): Locator {
    return this.page.getByRole('button', { name: `Sao chép ${label}` });
  }

  /** The value shown against a label of the detail version. */
  detailValue(label: string): Locator {
    return this.detail.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }
}
