import type { Locator, Page } from '@playwright/test';

/** The leaderboard (/m/leaderBoard), in Vietnamese. */
export class LeaderBoardPage {
  readonly periods: Locator;
  readonly rows: Locator;
  readonly myRank: Locator;
  readonly signIn: Locator;

  constructor(readonly page: Page) {
    this.periods = page.getByRole('navigation', { name: 'Thời gian' });
    this.rows = page.getByTestId('leader-row');
    this.myRank = page.getByTestId('my-rank');
    this.signIn = page.getByRole('link', { name: 'Đăng nhập để xem hạng của bạn' });
  }

  async goto(period?: string) {
    await this.page.goto(period ? `/m/leaderBoard?period=${period}` : '/m/leaderBoard');
  }

  period(name: string): Locator {
    return this.periods.getByRole('link', { name });
  }
}
