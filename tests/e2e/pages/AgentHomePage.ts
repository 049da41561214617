import type { Locator, Page } from '@playwright/test';

/** The agent home (/m/agent/home) in Vietnamese. */
export class AgentHomePage {
  readonly title: Locator;
  readonly greeting: Locator;
  readonly name: Locator;
  readonly balance: Locator;
  readonly withdraw: Locator;
  readonly deposit: Locator;
  readonly team: Locator;
  readonly tiles: Locator;
  readonly footer: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Trung tâm đại lý' });
    this.greeting = page.locator('p[data-band]');
    this.name = page.getByTestId('agent-name');
    this.balance = page.getByTestId('agent-balance');
    this.withdraw = page.getByRole('link', { name: 'Rút tiền', exact: true });
    this.deposit = page.getByRole('link', { name: 'Nạp tiền', exact: true });
    this.team = page.getByRole('region', { name: 'Đội nhóm hôm nay' });
    this.tiles = page.getByRole('navigation', { name: 'Chức năng đại lý' }).getByRole('link');
    this.footer = page.getByRole('navigation', { name: 'Điều hướng đại lý' });
    this.unavailable = page.getByRole('status').filter({ hasText: 'Không tải được' });
  }

  async goto(path = '/m/agent/home') {
    return this.page.goto(path);
  }

  /** One team counter's figure, by its label. */
  counter(label: string): Locator {
    return this.team.locator('div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }

  /** A nav tile by its name (the badge's text follows the name). */
  tile(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Chức năng đại lý' }).getByRole('link', { name: new RegExp(`^${name}`) });
  }

  footerEntry(name: string): Locator {
    return this.footer.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  /** The unread badge inside a tile or footer entry. */
  badge(entry: Locator): Locator {
    return entry.locator('[data-badge]');
  }
}
