import type { Locator, Page } from '@playwright/test';

/** The member centre entries (SPEC §2) by their Vietnamese names, in the spec's order. */
export const ENTRY_NAMES = {
  rewardCenter: 'Trung tâm phần thưởng',
  mission: 'Hoạt động nhiệm vụ',
  deposit: 'Nạp tiền',
  bettingRecord: 'Lịch sử cược',
  inviteFriendsPopup: 'Mã giới thiệu của tôi',
  accountRecord: 'Lịch sử giao dịch',
  securityCenter: 'Trung tâm bảo mật',
  depositReport: 'Lịch sử nạp tiền',
  withdrawReport: 'Lịch sử rút tiền',
  profitAndLoss: 'Lãi và lỗ',
  superiorTransfer: 'Chuyển cho cấp trên',
  manualRebate: 'Hoàn trả thủ công',
  myRebate: 'Hoàn trả của tôi',
  inviteFriends: 'Mời bạn bè',
  agencyCenter: 'Trung tâm đại lý',
  customerService: 'Chăm sóc khách hàng',
} as const;
export type EntryKey = keyof typeof ENTRY_NAMES;

/** The member centre (/m/mine, /m/member/home) as a player sees it, in Vietnamese. */
export class MemberCentrePage {
  readonly title: Locator;
  readonly back: Locator;
  readonly settings: Locator;
  readonly userBlock: Locator;
  readonly name: Locator;
  readonly days: Locator;
  readonly balance: Locator;
  readonly guestPrompt: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;
  readonly vipTile: Locator;
  readonly services: Locator;
  readonly referralDialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Thành viên' });
    this.back = page.getByRole('link', { name: 'Quay lại trang chủ' });
    this.settings = page.getByRole('link', { name: 'Cài đặt' });
    this.userBlock = page.getByTestId('member-user');
    this.name = page.getByTestId('member-name');
    this.days = page.getByTestId('member-days');
    this.balance = page.getByTestId('member-balance');
    this.guestPrompt = page.getByRole('region', { name: 'Chưa đăng nhập' });
    this.loginLink = this.guestPrompt.getByRole('link', { name: 'Đăng nhập' });
    this.registerLink = this.guestPrompt.getByRole('link', { name: 'Đăng ký' });
    this.vipTile = page.getByRole('link', { name: /Đặc quyền VIP/ });
    this.services = page.getByRole('navigation', { name: 'Dịch vụ thành viên' });
    this.referralDialog = page.getByRole('dialog', { name: 'Mời bạn bè' });
  }

  async goto(path: '/m/mine' | '/m/member/home' = '/m/mine') {
    await this.page.goto(path);
  }

  /** One entry: a link, or the button that opens the invite popup. */
  entry(key: EntryKey): Locator {
    return this.services.getByRole(key === 'inviteFriendsPopup' ? 'button' : 'link', { name: ENTRY_NAMES[key], exact: true });
  }

  /** The entries shown, as keys, in screen order. */
  async entryKeys(): Promise<EntryKey[]> {
    const names = (await this.services.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    const byName = new Map(Object.entries(ENTRY_NAMES).map(([key, name]) => [name as string, key as EntryKey]));
    return names.map((name) => byName.get(name) ?? (name as EntryKey));
  }
}
