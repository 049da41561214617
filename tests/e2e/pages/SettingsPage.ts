import type { Locator, Page } from '@playwright/test';

/** The settings screen (/m/set) in Vietnamese. */
export class SettingsPage {
  readonly title: Locator;
  readonly back: Locator;
  readonly changePassword: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Cài đặt cá nhân' });
    this.back = page.getByRole('link', { name: 'Quay lại' });
    this.changePassword = page.getByRole('link', { name: 'Đổi mật khẩu' });
    this.signOut = page.getByRole('button', { name: 'Đăng xuất' });
  }

  async goto() {
    await this.page.goto('/m/set');
  }
}
