import type { Locator, Page } from '@playwright/test';

/** Downline rebate settings (/m/member/agent/agentRebeat) in Vietnamese: the downline choice and the rates form. */
export class AgentRebatePage {
  readonly downline: Locator;
  readonly show: Locator;
  readonly save: Locator;
  readonly success: Locator;

  constructor(readonly page: Page, readonly userName = 'ag01a') {
    this.downline = page.getByLabel('Cấp dưới trực tiếp');
    this.show = page.getByRole('button', { name: 'Xem' });
    this.save = this.form.getByRole('button', { name: 'Lưu' });
    this.success = this.form.getByRole('status');
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: `Tỷ lệ hoàn trả của ${this.userName}` });
  }

  async goto(query = '') {
    await this.page.goto(`/m/member/agent/agentRebeat${query}`);
  }

  /** The rate field of a category, by its Vietnamese name. */
  rate(categoryName: string): Locator {
    return this.form.getByLabel(`Tỷ lệ ${categoryName} (%)`, { exact: true });
  }
}
