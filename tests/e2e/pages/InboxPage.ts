import type { Locator, Page } from '@playwright/test';

/** The message centre (/m/webEmail) in Vietnamese. */
export class InboxPage {
  readonly title: Locator;
  readonly list: Locator;
  readonly messages: Locator;
  readonly unreadMarkers: Locator;
  readonly more: Locator;
  readonly empty: Locator;
  readonly failed: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Tin nhắn' });
    this.list = page.getByRole('list', { name: 'Tin nhắn của bạn' });
    this.messages = this.list.locator('li[data-entry-id]');
    this.unreadMarkers = this.list.getByText('Chưa đọc', { exact: true });
    this.more = page.getByRole('link', { name: 'Xem thêm tin nhắn' });
    this.empty = page.getByRole('status').filter({ hasText: 'Bạn chưa có tin nhắn nào.' });
    this.failed = page.getByRole('alert').filter({ hasText: 'Không tải được tin nhắn. Vui lòng thử lại sau.' });
  }

  async goto(page?: number) {
    await this.page.goto(page ? `/m/webEmail?page=${page}` : '/m/webEmail');
  }

  message(title: string): Locator {
    return this.messages.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  opener(title: string): Locator {
    return this.message(title).locator('summary');
  }

  unreadMarker(title: string): Locator {
    return this.message(title).getByText('Chưa đọc', { exact: true });
  }
}
