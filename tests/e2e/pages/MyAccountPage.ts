import type { Locator, Page } from '@playwright/test';

/** Personal information (/m/myAccount/index) in Vietnamese. */
export class MyAccountPage {
  readonly details: Locator;
  readonly nickname: Locator;
  readonly nicknameError: Locator;
  readonly saveNickname: Locator;
  readonly nicknameSaved: Locator;
  readonly headIconInput: Locator;
  readonly headIconError: Locator;
  readonly headIconPreview: Locator;
  readonly headIcon: Locator;
  readonly uploadHeadIcon: Locator;
  readonly headIconSaved: Locator;

  constructor(readonly page: Page) {
    this.details = page.getByTestId('account-details');
    this.nickname = page.getByRole('textbox', { name: 'Biệt danh' });
    this.nicknameError = page.locator('#field-nickname-error');
    this.saveNickname = page.getByRole('button', { name: 'Lưu biệt danh' });
    this.nicknameSaved = page.getByRole('status').filter({ hasText: 'Biệt danh của bạn giờ là' });
    this.headIconInput = page.getByLabel('Ảnh mới');
    this.headIconError = page.locator('#field-headIcon-error');
    this.headIconPreview = page.getByRole('img', { name: 'Xem trước ảnh mới' });
    this.headIcon = page.getByTestId('head-icon');
    this.uploadHeadIcon = page.getByRole('button', { name: 'Tải ảnh lên' });
    this.headIconSaved = page.getByRole('status').filter({ hasText: 'Đã lưu ảnh đại diện mới.' });
  }

  async goto() {
    await this.page.goto('/m/myAccount/index');
  }

  /** The value shown for a detail, by its label. */
  detail(label: string): Locator {
    return this.details.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
