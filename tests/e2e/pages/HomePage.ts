import type { Locator, Page } from '@playwright/test';

/** The home screen as a player sees it. */
export class HomePage {
  readonly banners: Locator;
  readonly notices: Locator;
  readonly hotGames: Locator;
  readonly unavailable: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;
  /** The banner carousel region and its swiper dots (drawn once swiper runs). */
  readonly bannerRegion: Locator;
  readonly bannerDots: Locator;
  readonly ticker: Locator;
  readonly noAnnouncement: Locator;
  readonly hotMatchBanner: Locator;
  readonly hotMatchRegion: Locator;
  readonly hotMatchDialog: Locator;
  readonly worldCup: Locator;
  readonly profile: Locator;
  readonly userBlock: Locator;
  /** A member's user block before the member's door answered (and for good without scripts). */
  readonly accountLink: Locator;
  readonly messages: Locator;
  readonly menuButton: Locator;
  readonly sideMenu: Locator;
  readonly popups: Locator;
  readonly contractDialog: Locator;
  readonly floatingService: Locator;

  constructor(readonly page: Page) {
    this.bannerRegion = page.getByRole('region', { name: /Khuyến mãi|Promotions|প্রচারণা/ });
    this.banners = this.bannerRegion.getByRole('img');
    this.bannerDots = this.bannerRegion.locator('.swiper-pagination-bullet');
    this.ticker = page.getByRole('region', { name: /Thông báo|Announcements|ঘোষণা/ });
    this.notices = this.ticker.getByRole('link');
    this.noAnnouncement = this.ticker.getByRole('button', { name: 'Không có thông báo' });
    this.hotGames = page.getByRole('region', { name: /Trò chơi nổi bật|Hot games|জনপ্রিয় গেম/ }).getByRole('listitem');
    this.unavailable = page.getByRole('status').filter({ hasText: /Không tải được|could not be loaded|লোড করা যায়নি/ });
    this.loginLink = page.getByRole('link', { name: /^(Đăng nhập|Log in|লগ ইন)$/ });
    this.registerLink = page.getByRole('link', { name: /^(Đăng ký|Register|নিবন্ধন)$/ });
    this.hotMatchRegion = page.getByRole('region', { name: 'Trận Cầu Đỉnh Cao' });
    this.hotMatchBanner = page.getByRole('button', { name: /Trận Cầu Đỉnh Cao/ });
    this.hotMatchDialog = page.getByRole('dialog', { name: 'Trận Cầu Đỉnh Cao' });
    this.worldCup = page.locator('details').filter({ hasText: 'Vé World Cup' });
    this.profile = page.getByRole('region', { name: 'Tài khoản của bạn' });
    this.userBlock = this.profile.locator('a[href="/m/myAccount/index"]');
    this.accountLink = this.profile.locator('a[href="/m/mine"]');
    this.messages = this.profile.getByRole('link', { name: /^Tin nhắn/ });
    this.menuButton = page.getByRole('button', { name: 'Danh mục' });
    this.sideMenu = page.getByRole('dialog', { name: 'Danh mục' });
    this.popups = page.getByRole('dialog', { name: 'Thông báo mới' });
    this.contractDialog = page.getByRole('alertdialog', { name: 'Hợp đồng đang chờ' });
    this.floatingService = page.getByRole('link', { name: 'Chăm sóc khách hàng' });
  }

  async goto(path = '/m/home') {
    return this.page.goto(path);
  }

  /** The signed-in player's account popover button (named after the account). */
  accountButton(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The index (data-swiper-slide-index order) of the active dot. */
  async activeDot(): Promise<number> {
    return this.bannerDots.evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('swiper-pagination-bullet-active')));
  }

  /** Closes the login popups (non-modal, docked above the bottom menu over a dimmed page) if they are open. */
  async closePopups() {
    await this.popups.getByRole('button', { name: 'Đã hiểu' }).click();
  }
}
