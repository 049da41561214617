import type { Locator, Page } from '@playwright/test';

/** The customer service screen (/m/service) in Vietnamese. */
export class ServicePage {
  readonly title: Locator;
  readonly frame: Locator;
  readonly loading: Locator;
  readonly openLink: Locator;
  readonly refused: Locator;
  readonly unavailable: Locator;
  readonly channels: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Chăm sóc khách hàng' });
    this.frame = page.locator('iframe[title="Chăm sóc khách hàng"]');
    this.loading = page.getByRole('status').filter({ hasText: 'Đang tải trang chăm sóc khách hàng' });
    this.openLink = page.getByRole('link', { name: 'Mở trang chăm sóc khách hàng' });
    this.refused = page.getByRole('alert').filter({ hasText: 'không cho phép hiển thị bên trong ứng dụng' });
    this.unavailable = page.getByText('Dịch vụ chăm sóc khách hàng hiện chưa được cấu hình');
    this.channels = page.getByRole('navigation', { name: 'Kênh hỗ trợ' });
  }

  /** Opens the screen; `waitUntil: 'commit'` to look at it before the frame has loaded. */
  async goto(type?: string, waitUntil: 'load' | 'commit' = 'load') {
    await this.page.goto(type ? `/m/service?type=${type}` : '/m/service', { waitUntil });
  }

  channel(name: string) {
    return this.channels.getByRole('link', { name });
  }
}
