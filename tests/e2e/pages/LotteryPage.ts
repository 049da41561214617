import { expect, type Locator, type Page } from '@playwright/test';

/** The lottery list (/m/moreLottery, /m/startLottery) in Vietnamese. */
export class LotteryPage {
  readonly tabsNav: Locator;
  readonly tabs: Locator;
  readonly current: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.tabsNav = page.getByRole('navigation', { name: 'Danh mục xổ số' });
    this.tabs = this.tabsNav.getByRole('link');
    this.current = this.tabsNav.locator('a[aria-current="page"]');
    this.rows = page.getByRole('list', { name: 'Danh sách xổ số' }).locator(':scope > li');
    this.empty = page.locator('[data-empty-state]');
  }

  async goto(query = '', path = '/m/moreLottery') {
    return this.page.goto(`${path}${query}`);
  }

  tab(name: string): Locator {
    return this.tabsNav.getByRole('link', { name, exact: true });
  }

  row(gameCode: string): Locator {
    return this.rows.and(this.page.locator(`[data-game-code="${gameCode}"]`));
  }

  countdown(gameCode: string): Locator {
    return this.row(gameCode).locator('[data-countdown]');
  }

  numero(gameCode: string): Locator {
    return this.row(gameCode).locator('[data-numero]');
  }

  balls(gameCode: string): Locator {
    return this.row(gameCode).getByRole('list', { name: 'Kết quả kỳ trước' }).getByRole('listitem');
  }

  heart(gameCode: string): Locator {
    return this.row(gameCode).getByRole('button', { name: /^Yêu thích / });
  }

  /** The game codes of the rows, top to bottom. */
  async codes(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-code') ?? ''));
  }

  async expectCodes(codes: string[]) {
    await expect.poll(() => this.codes()).toEqual(codes);
  }

  /** Seconds a row's countdown shows (null for --:--:--). */
  async seconds(gameCode: string): Promise<number | null> {
    const text = (await this.countdown(gameCode).textContent())?.trim() ?? '';
    const match = /^(\d\d):(\d\d):(\d\d)$/.exec(text);
    return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
  }
}
