import type { Locator, Page } from '@playwright/test';

/** The hot games screen (/m/hot) in Vietnamese. */
export class HotGamesPage {
  readonly menu: Locator;
  readonly entries: Locator;
  readonly current: Locator;
  readonly swipeArea: Locator;
  readonly tiles: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: /^(Danh mục trò chơi nổi bật|Hot games menu|জনপ্রিয় গেমের মেনু)$/ });
    this.entries = this.menu.getByRole('link');
    this.current = this.menu.locator('a[aria-current="page"]');
    this.swipeArea = page.locator('[data-swipe-area]');
    this.tiles = page.getByRole('list', { name: /^(Danh sách trò chơi|Games|গেমের তালিকা)$/ }).getByRole('listitem');
    this.empty = page.locator('[data-empty-state]');
  }

  async goto(query = '') {
    return this.page.goto(`/m/hot${query}`);
  }

  /** A one-finger horizontal swipe over the swipe area (negative dx = to the left). */
  async swipe(dx: number) {
    await this.swipeArea.evaluate((area, distance) => {
      const box = area.getBoundingClientRect();
      const y = box.top + 40;
      const startX = distance < 0 ? box.right - 20 : box.left + 20;
      const touch = (x: number) => new Touch({ identifier: 1, target: area, clientX: x, clientY: y });
      area.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(startX)], changedTouches: [touch(startX)], bubbles: true }));
      area.dispatchEvent(new TouchEvent('touchmove', { touches: [touch(startX + distance)], changedTouches: [touch(startX + distance)], bubbles: true }));
      area.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(startX + distance)], bubbles: true }));
    }, dx);
  }
}
