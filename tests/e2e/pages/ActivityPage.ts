import type { Locator, Page } from '@playwright/test';

/** The activity list (/m/activity) and an activity's detail (/m/activityInfo?id=), in Vietnamese. */
export class ActivityPage {
  readonly list: Locator;
  readonly cards: Locator;
  readonly detail: Locator;
  readonly loginToApply: Locator;
  readonly comment: Locator;
  readonly commentNote: Locator;
  readonly images: Locator;
  readonly imageProblems: Locator;
  readonly picked: Locator;
  readonly apply: Locator;
  readonly applicationStatus: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Hoạt động' });
    this.cards = page.getByTestId('activity');
    this.detail = page.locator('main[data-screen="/m/activityInfo"]');
    this.loginToApply = page.getByRole('link', { name: 'Đăng nhập để đăng ký' });
    this.comment = page.getByLabel('Bình luận');
    this.commentNote = page.locator('#activity-comment-note');
    this.images = page.getByLabel('Hình ảnh');
    this.imageProblems = page.getByTestId('image-problems').getByRole('listitem');
    this.picked = page.getByTestId('picked-image');
    this.apply = page.getByRole('button', { name: 'Đăng ký ngay' });
    this.applicationStatus = page.getByTestId('application-status');
  }

  async gotoList() {
    await this.page.goto('/m/activity');
  }

  async gotoDetail(id: number) {
    await this.page.goto(`/m/activityInfo?id=${id}`);
  }

  card(title: string): Locator {
    return this.cards.filter({ hasText: title });
  }

  preview(fileName: string): Locator {
    return this.page.getByRole('img', { name: `Xem trước ${fileName}` });
  }

  progress(fileName: string): Locator {
    return this.page.getByRole('progressbar', { name: `Tải lên ${fileName}` });
  }
}
