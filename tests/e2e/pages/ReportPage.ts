import type { Locator, Page } from '@playwright/test';

/** A money report screen (/m/vouReport, /m/withdrawReport, /m/transaction/record, /m/gameRecord, /m/profitandloss) in Vietnamese. */
export class ReportPage {
  readonly filters: Locator;
  readonly apply: Locator;
  readonly records: Locator;
  readonly totals: Locator;
  readonly range: Locator;
  readonly empty: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('form', { name: 'Bộ lọc' });
    this.apply = this.filters.getByRole('button', { name: 'Lọc' });
    this.records = page.locator('main li[data-record]');
    this.totals = page.getByRole('region', { name: 'Tổng cộng' });
    this.range = page.locator('[data-range]');
    this.empty = page.getByRole('status').filter({ hasText: 'Không có bản ghi nào trong khoảng thời gian này.' });
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Báo cáo tạm thời không khả dụng. Vui lòng thử lại sau.' });
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  list(name: string): Locator {
    return this.page.getByRole('list', { name });
  }

  /** Picks a date preset ('Hôm nay', 'Hôm qua', '7 ngày', '30 ngày') and select filters by label, then submits. */
  async filter(preset: string, selects: Record<string, string> = {}) {
    await this.filters.getByRole('radio', { name: preset }).check();
    for (const [label, option] of Object.entries(selects)) await this.filters.getByLabel(label).selectOption({ label: option });
    // A second filter starts from an address that already has a query: wait for the new one, not any.
    const before = this.page.url();
    await Promise.all([this.page.waitForURL((url) => url.search !== '' && url.href !== before), this.apply.click()]);
  }

  total(field: string): Locator {
    return this.totals.locator(`[data-total="${field}"]`);
  }

  /** The shown amount of each record (signed, #,##0.00). */
  amounts(): Promise<string[]> {
    return this.records.locator('[data-amount]').allInnerTexts();
  }

  /** A detail of a record by its label (e.g. 'Mã đơn', 'Số dư sau'). */
  detail(record: Locator, label: string): Locator {
    return record.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }
}
