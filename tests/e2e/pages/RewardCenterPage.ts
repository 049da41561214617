import type { Locator, Page } from '@playwright/test';

/** The reward centre (/m/rewardCenter), in Vietnamese. */
export class RewardCenterPage {
  readonly rewards: Locator;
  readonly claimed: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.rewards = page.getByTestId('reward');
    this.claimed = page.getByTestId('reward-claimed');
    this.unavailable = page.getByTestId('feature-unavailable');
  }

  async goto() {
    await this.page.goto('/m/rewardCenter');
  }

  reward(title: string): Locator {
    return this.rewards.filter({ hasText: title });
  }

  claim(title: string): Locator {
    return this.page.getByRole('button', { name: `Nhận ${title}` });
  }
}
