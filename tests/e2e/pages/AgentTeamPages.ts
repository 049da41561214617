import type { Locator, Page } from '@playwright/test';

/** Team overview (/m/agent/team/overview) in Vietnamese. */
export class TeamOverviewPage {
  readonly rangeForm: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly show: Locator;
  readonly chart: Locator;
  readonly days: Locator;

  constructor(readonly page: Page) {
    this.rangeForm = page.getByRole('form', { name: 'Khoảng ngày' });
    this.startDate = this.rangeForm.getByLabel('Từ ngày', { exact: true });
    this.endDate = this.rangeForm.getByLabel('Đến ngày', { exact: true });
    this.show = this.rangeForm.getByRole('button', { name: 'Xem' });
    this.chart = page.getByRole('img', { name: /Tiền cược của đội theo ngày/ });
    this.days = page.getByTestId('team-days').locator('tbody tr');
  }

  goto(query = '') {
    return this.page.goto(`/m/agent/team/overview${query}`);
  }

  preset(name: string) {
    return this.rangeForm.getByRole('link', { name });
  }

  kpi(key: string) {
    return this.page.getByTestId(`kpi-${key}`);
  }
}

/** Team list (/m/member/team) in Vietnamese. */
export class TeamListPage {
  readonly account: Locator;
  readonly search: Locator;
  readonly breadcrumb: Locator;
  readonly members: Locator;
  readonly pages: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('search', { name: 'Tìm trong đội' });
    this.account = form.getByLabel('Tài khoản');
    this.search = form.getByRole('button', { name: 'Tìm' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Các cấp đội' });
    this.members = page.getByTestId('team-member');
    this.pages = page.getByRole('navigation', { name: 'Trang', exact: true });
  }

  goto() {
    return this.page.goto('/m/member/team');
  }

  member(userName: string) {
    return this.page.locator(`[data-testid="team-member"][data-account="${userName}"]`);
  }
}

/** Open account (/m/agentRegister) in Vietnamese. */
export class OpenAccountPage {
  readonly form: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly rebateRate: Locator;
  readonly open: Locator;
  readonly opened: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Mở tài khoản' });
    this.username = this.form.getByLabel('Tài khoản', { exact: true });
    this.password = this.form.getByLabel('Mật khẩu', { exact: true });
    this.confirm = this.form.getByLabel('Xác nhận mật khẩu', { exact: true });
    this.rebateRate = this.form.getByLabel('Tỷ lệ hoàn trả (%)');
    this.open = this.form.getByRole('button', { name: 'Mở tài khoản' });
    this.opened = page.getByTestId('opened-account');
  }

  goto() {
    return this.page.goto('/m/agentRegister');
  }

  type(name: 'Thành viên' | 'Đại lý') {
    return this.form.getByRole('radio', { name });
  }
}
