import type { Locator, Page } from '@playwright/test';

/** The popular lobby (/m/gameLobby) in Vietnamese. */
export class GameLobbyPage {
  readonly tabs: Locator;
  readonly currentTab: Locator;
  readonly vendors: Locator;
  readonly vendorList: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Danh mục trò chơi' }).getByRole('link');
    this.currentTab = page.getByRole('navigation', { name: 'Danh mục trò chơi' }).locator('a[aria-current="page"]');
    this.vendorList = page.getByRole('list', { name: 'Nhà cung cấp' });
    this.vendors = this.vendorList.getByRole('link');
  }

  async goto(query = '') {
    return this.page.goto(`/m/gameLobby${query}`);
  }

  vendor(name: string): Locator {
    return this.vendorList.getByRole('link', { name, exact: true });
  }
}
