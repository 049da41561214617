import type { Locator, Page } from '@playwright/test';

/** The home screen as a player sees it. */
export class HomePage {
  readonly banners: Locator;
  readonly notices: Locator;
  readonly hotGames: Locator;
  readonly unavailable: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;

  constructor(readonly page: Page) {
    this.banners = page.getByRole('region', { name: /Khuyến mãi|Promotions|প্রচারণা/ }).getByRole('img');
    this.notices = page.getByRole('region', { name: /Thông báo|Announcements|ঘোষণা/ }).getByRole('link');
    this.hotGames = page.getByRole('region', { name: /Trò chơi nổi bật|Hot games|জনপ্রিয় গেম/ }).getByRole('listitem');
    this.unavailable = page.getByRole('status').filter({ hasText: /Không tải được|could not be loaded|লোড করা যায়নি/ });
    this.loginLink = page.getByRole('link', { name: /^(Đăng nhập|Log in|লগ ইন)$/ });
    this.registerLink = page.getByRole('link', { name: /^(Đăng ký|Register|নিবন্ধন)$/ });
  }

  async goto(path = '/m/home') {
    return this.page.goto(path);
  }
}
