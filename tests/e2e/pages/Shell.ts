import type { Locator, Page } from '@playwright/test';

/** The frame around every /m screen: top banner, header, bottom menu, toasts. */
export class Shell {
  readonly header: Locator;
  readonly headerTitle: Locator;
  readonly headerLogo: Locator;
  readonly back: Locator;
  readonly bottomMenu: Locator;
  readonly topBanner: Locator;
  readonly languageButton: Locator;
  /** The header dropdown's languages, once opened. */
  readonly languageOptions: Locator;
  /** A screen in its frame saying it is not available (its switch off, or not for this member). */
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('[data-app-header]');
    this.headerTitle = this.header.getByRole('heading', { level: 1 });
    this.headerLogo = this.header.getByRole('link').filter({ has: page.locator('[data-brand-mark]') });
    this.back = this.header.locator('a[data-back]');
    this.bottomMenu = page.getByRole('navigation', { name: /^(Menu chính|Main menu|প্রধান মেনু)$/ });
    this.topBanner = page.locator('[data-download-bar]');
    this.languageButton = this.header.locator('summary');
    this.languageOptions = this.header.locator('details form').getByRole('button');
    this.unavailable = page.getByTestId('feature-unavailable');
  }

  menuLink(name: RegExp | string) {
    return this.bottomMenu.getByRole('link', { name });
  }
}
