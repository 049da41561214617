import type { Locator, Page } from '@playwright/test';
import { untilHydrated } from '../support/hydration';

export type ContractKind = 'salary' | 'dividend' | 'hourly';

const PATHS: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

/** A contract review screen (SPEC §2) in Vietnamese. */
export class ContractPage {
  readonly offer: Locator;
  readonly terms: Locator;
  readonly accept: Locator;
  readonly decline: Locator;
  readonly empty: Locator;
  readonly unavailable: Locator;
  readonly result: Locator;
  /** The confirm dialog that asks again before an answer is sent. */
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.offer = page.getByRole('region', { name: /^Đề nghị hợp đồng/ });
    this.terms = page.getByRole('table', { name: 'Điều khoản' });
    this.accept = this.offer.getByRole('button', { name: 'Chấp nhận' });
    this.decline = this.offer.getByRole('button', { name: 'Từ chối' });
    this.confirmation = page.getByRole('alertdialog');
    this.empty = page.getByRole('region', { name: 'Không có hợp đồng đang chờ' });
    this.unavailable = page.getByRole('status').filter({ hasText: 'Không tải được hợp đồng' });
    this.result = page.getByRole('status').filter({ hasText: /Bạn đã (chấp nhận|từ chối) hợp đồng/ });
  }

  /** Taps Accept or Decline and confirms it in the dialog. */
  async answer(decision: 'accept' | 'decline') {
    const label = decision === 'accept' ? 'Chấp nhận' : 'Từ chối';
    await untilHydrated(this.page);
    await (decision === 'accept' ? this.accept : this.decline).click();
    await this.confirmation.getByRole('button', { name: label }).click();
  }

  static path(kind: ContractKind): string {
    return PATHS[kind];
  }

  async goto(kind: ContractKind) {
    return this.page.goto(PATHS[kind]);
  }

  /** The value shown next to a fact of the offer (period, offered by, created). */
  fact(label: string): Locator {
    return this.offer.locator('dl div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }
}
