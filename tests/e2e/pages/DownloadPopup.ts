import type { Locator, Page } from '@playwright/test';

/** The download popup (Vietnamese) and the home entries that lead to it. */
export class DownloadPopup {
  readonly dialog: Locator;
  readonly android: Locator;
  readonly ios: Locator;
  readonly profile: Locator;
  readonly addToHome: Locator;
  readonly olderIos: Locator;
  readonly openInSafari: Locator;
  readonly close: Locator;
  /** The floating download button on home. */
  readonly floatingButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Tải ứng dụng' });
    this.android = this.dialog.getByRole('link', { name: 'Tải cho Android' });
    this.ios = this.dialog.getByRole('link', { name: 'Tải cho iOS' });
    this.profile = this.dialog.getByRole('link', { name: 'Cài đặt hồ sơ cấu hình iOS' });
    this.addToHome = this.dialog.getByRole('region', { name: 'Thêm vào Màn hình chính (Safari)' });
    this.olderIos = this.dialog.getByRole('heading', { name: 'iOS cũ hơn' });
    this.openInSafari = this.dialog.getByText('Hãy mở trang này bằng Safari');
    this.close = this.dialog.getByRole('button', { name: 'Đóng' });
    this.floatingButton = page.getByRole('button', { name: 'Tải ứng dụng' });
  }
}
