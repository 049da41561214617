import type { Locator, Page } from '@playwright/test';

/** The announcement screens (/m/notice, /m/member/notice?types=A) in Vietnamese. */
export class NoticePage {
  readonly title: Locator;
  readonly agentTitle: Locator;
  readonly back: Locator;
  readonly tabs: Locator;
  readonly entries: Locator;
  readonly agentHeading: Locator;
  readonly empty: Locator;
  readonly failed: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Thông báo', exact: true });
    this.agentTitle = page.getByRole('heading', { level: 1, name: 'Thông báo đại lý' });
    this.back = page.getByRole('link', { name: 'Quay lại' });
    this.tabs = page.getByRole('navigation', { name: 'Loại thông báo' });
    this.entries = page.locator('main li[data-entry-id]');
    this.agentHeading = page.getByRole('heading', { level: 2, name: /Thông báo đại lý/ });
    this.empty = page.getByRole('status').filter({ hasText: 'Hiện chưa có thông báo nào.' });
    this.failed = page.getByRole('alert').filter({ hasText: 'Không tải được thông báo. Vui lòng thử lại sau.' });
  }

  async goto(types?: string, id?: string) {
    const query = new URLSearchParams({ ...(types ? { types } : {}), ...(id ? { id } : {}) });
    await this.page.goto(`/m/notice${query.size ? `?${query}` : ''}`);
  }

  async gotoAgent() {
    await this.page.goto('/m/member/notice?types=A');
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  entry(title: string): Locator {
    return this.entries.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The entry's title row: tapping it opens (or closes) the entry. */
  opener(title: string): Locator {
    return this.entry(title).locator('summary');
  }

  unreadMarker(title: string): Locator {
    return this.entry(title).getByText('Chưa đọc', { exact: true });
  }

  badge(): Locator {
    return this.agentHeading.getByText(/chưa đọc$/);
  }
}
