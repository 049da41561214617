import { expect, type Locator, type Page } from '@playwright/test';

/** The game list screen (/m/gameLobby?type=...) in Vietnamese. */
export class GameListPage {
  readonly vendorMenu: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly classBar: Locator;
  readonly classStrip: Locator;
  readonly left: Locator;
  readonly right: Locator;
  readonly grid: Locator;
  readonly tiles: Locator;
  readonly empty: Locator;
  readonly loadFailed: Locator;
  readonly nextPage: Locator;

  constructor(readonly page: Page) {
    this.vendorMenu = page.getByRole('navigation', { name: 'Nhà cung cấp' });
    this.search = page.getByRole('searchbox', { name: 'Tìm trò chơi' });
    this.searchButton = page.getByRole('search').getByRole('button', { name: 'Tìm' });
    this.classBar = page.getByRole('navigation', { name: 'Phân loại' });
    this.classStrip = this.classBar.locator('[data-classifications]');
    this.left = this.classBar.getByRole('button', { name: 'Cuộn sang trái' });
    this.right = this.classBar.getByRole('button', { name: 'Cuộn sang phải' });
    this.grid = page.getByRole('list', { name: 'Danh sách trò chơi' });
    this.tiles = this.grid.getByRole('listitem');
    this.empty = page.locator('[data-empty-state]');
    this.loadFailed = page.getByRole('status').filter({ hasText: 'Không tải được thêm trò chơi' });
    this.nextPage = page.getByRole('link', { name: 'Trang sau' });
  }

  async goto(query: string) {
    return this.page.goto(`/m/gameLobby?${query}`);
  }

  tile(name: string): Locator {
    return this.tiles.filter({ has: this.page.getByRole('link', { name: `Chơi ${name}`, exact: true }) });
  }

  heart(name: string): Locator {
    return this.page.getByRole('button', { name: `Yêu thích ${name}`, exact: true });
  }

  classification(label: string): Locator {
    return this.classStrip.getByRole('link', { name: label, exact: true });
  }

  /** Scrolls to the end of the page (the list loads its next page 500 px before it). */
  async scrollToEnd() {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  async scrollUntil(count: number) {
    await expect(async () => {
      await this.scrollToEnd();
      await expect(this.tiles).toHaveCount(count, { timeout: 1500 });
    }).toPass({ timeout: 15_000 });
  }

  stripScrollLeft(): Promise<number> {
    return this.classStrip.evaluate((strip) => Math.round(strip.scrollLeft));
  }
}
