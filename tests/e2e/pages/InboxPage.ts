import type { Locator, Page } from '@playwright/test';
import { untilHydrated } from '../support/hydration';

/** The message centre (/m/webEmail) in Vietnamese. */
export class InboxPage {
  readonly title: Locator;
  readonly list: Locator;
  readonly messages: Locator;
  readonly unreadMarkers: Locator;
  readonly more: Locator;
  readonly empty: Locator;
  readonly failed: Locator;
  /** The unread count above the list, and a message's own page. */
  readonly unreadCount: Locator;
  readonly messageTitle: Locator;
  readonly deleteButton: Locator;
  readonly deleteDialog: Locator;
  readonly deletedStatus: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Tin nhắn' });
    this.list = page.getByRole('list', { name: 'Tin nhắn của bạn' });
    this.messages = this.list.locator('li[data-entry-id]');
    this.unreadMarkers = this.list.getByText('Chưa đọc', { exact: true });
    this.more = page.getByRole('link', { name: 'Xem thêm tin nhắn' });
    this.empty = page.getByRole('status').filter({ hasText: 'Bạn chưa có tin nhắn nào.' });
    this.failed = page.getByRole('alert').filter({ hasText: 'Không tải được tin nhắn. Vui lòng thử lại sau.' });
    this.unreadCount = page.getByTestId('inbox-unread-count');
    this.messageTitle = page.locator('article[data-message-id] h2');
    this.deleteButton = page.getByRole('button', { name: 'Xóa', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Xóa tin nhắn' });
    this.deletedStatus = page.getByRole('status').filter({ hasText: /^Đã xóa \d+ tin nhắn\.$/ });
  }

  async goto(page?: number) {
    await this.page.goto(page ? `/m/webEmail?page=${page}` : '/m/webEmail');
  }

  /** Taps Delete on a message's page once the confirm dialog can open (the tap posts at once before hydration). */
  async askToDelete() {
    await untilHydrated(this.page);
    await this.deleteButton.click();
  }

  message(title: string): Locator {
    return this.messages.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** A message's text as it opens under its row (the closed row previews its first line). */
  content(title: string): Locator {
    return this.message(title).locator('details > div');
  }

  opener(title: string): Locator {
    return this.message(title).locator('summary');
  }

  detailLink(title: string): Locator {
    return this.message(title).locator('a', { hasText: 'Mở tin nhắn' });
  }

  /** The ids of the messages shown with an unread marker. */
  async unreadIds(): Promise<string[]> {
    return this.messages.filter({ has: this.page.getByText('Chưa đọc', { exact: true }) }).evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-entry-id') ?? ''),
    );
  }

  unreadMarker(title: string): Locator {
    return this.message(title).getByText('Chưa đọc', { exact: true });
  }
}
