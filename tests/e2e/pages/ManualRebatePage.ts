import type { Locator, Page } from '@playwright/test';

/** The manual rebate (/m/member/manualRebate) in Vietnamese: the rebate due per category and the claim form. */
export class ManualRebatePage {
  readonly table: Locator;
  readonly total: Locator;
  readonly state: Locator;
  readonly form: Locator;
  readonly claim: Locator;
  readonly claimed: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
    this.total = page.getByTestId('rebate-total');
    this.state = page.getByTestId('rebate-state');
    this.form = page.getByRole('form', { name: 'Nhận hoàn trả' });
    this.claim = this.form.getByRole('button', { name: 'Nhận hoàn trả' });
    this.claimed = page.getByTestId('rebate-claimed');
    this.unavailable = page.getByTestId('feature-unavailable');
  }

  async goto() {
    await this.page.goto('/m/member/manualRebate');
  }

  /** A category's row ('Slot', 'Casino trực tiếp', ...). */
  row(category: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(`^${category}`) });
  }
}
