import type { Locator, Page } from '@playwright/test';

/** Club benefits (/m/member/benefits) in Vietnamese. */
export class BenefitsPage {
  readonly current: Locator;
  readonly levels: Locator;
  readonly currentLevel: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.current = page.getByTestId('club-current');
    this.levels = page.getByTestId('club-level');
    this.currentLevel = this.levels.and(page.locator('[aria-current="true"]'));
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Chức năng này tạm thời không khả dụng' });
  }

  async goto() {
    await this.page.goto('/m/member/benefits');
  }
}

/** Invite friends (/m/inviteFriends) in Vietnamese. */
export class InviteFriendsPage {
  readonly link: Locator;
  readonly code: Locator;
  readonly copyLink: Locator;
  readonly copyCode: Locator;
  readonly share: Locator;
  readonly figures: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.link = page.getByTestId('invite-link');
    this.code = page.getByTestId('invite-code');
    this.copyLink = page.getByRole('button', { name: 'Sao chép liên kết' });
    this.copyCode = page.getByRole('button', { name: 'Sao chép mã' });
    this.share = page.getByRole('button', { name: 'Chia sẻ' });
    this.figures = page.getByTestId('invite-figures');
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Hiện chưa thể mời bạn bè.' });
  }

  async goto() {
    await this.page.goto('/m/inviteFriends');
  }

  figure(label: string): Locator {
    return this.figures.locator('div', { has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }
}

/** Feedback (/m/feedback) in Vietnamese. */
export class FeedbackPage {
  readonly remark: Locator;
  readonly remarkError: Locator;
  readonly submit: Locator;
  readonly sent: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.remark = page.getByLabel('Nội dung góp ý');
    this.remarkError = page.locator('#field-remark-error');
    this.submit = page.getByRole('button', { name: 'Gửi góp ý' });
    this.sent = page.getByTestId('feedback-sent');
    this.unavailable = page.getByRole('alert').filter({ hasText: 'Chức năng này tạm thời không khả dụng' });
  }

  async goto() {
    await this.page.goto('/m/feedback');
  }

  type(name: string): Locator {
    return this.page.getByRole('radio', { name });
  }
}
