import type { Locator, Page } from '@playwright/test';

/** The free-trial screen (/m/trail) in Vietnamese, and the free_reject text trial sessions meet elsewhere. */
export class TrialPage {
  readonly start: Locator;
  readonly intro: Locator;
  readonly freeReject: Locator;

  constructor(readonly page: Page) {
    this.start = page.getByRole('button', { name: 'Tạo tài khoản dùng thử' });
    this.intro = page.getByText('Tạo ngay một tài khoản dùng thử');
    this.freeReject = page.getByText('Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này');
  }

  async goto() {
    await this.page.goto('/m/trail');
  }
}
