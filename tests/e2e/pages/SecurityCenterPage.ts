import type { Locator, Page } from '@playwright/test';

/** The security centre (/m/securityCenter) as a member sees it, in Vietnamese: one section and form per setting. */
export class SecurityCenterPage {
  readonly screen: Locator;
  readonly unavailable: Locator;
  readonly changeLoginPassword: Locator;
  readonly payment: Locator;
  readonly oldPaymentPassword: Locator;
  readonly newPaymentPassword: Locator;
  readonly confirmPaymentPassword: Locator;
  readonly cards: Locator;
  readonly boundCards: Locator;
  readonly bank: Locator;
  readonly cardNo: Locator;
  readonly addCard: Locator;
  readonly question: Locator;
  readonly questionSelect: Locator;
  readonly answer: Locator;
  readonly loginPassword: Locator;
  readonly email: Locator;
  readonly emailInput: Locator;
  readonly payee: Locator;
  readonly payeeName: Locator;
  readonly birthday: Locator;
  readonly birthdayInput: Locator;

  constructor(readonly page: Page) {
    this.screen = page.locator('main[data-screen="/m/securityCenter"]');
    this.unavailable = page.getByTestId('feature-unavailable');
    this.changeLoginPassword = page.getByRole('link', { name: 'Đổi mật khẩu đăng nhập' });
    this.payment = this.section('security-payment');
    this.oldPaymentPassword = this.payment.getByLabel('Mật khẩu thanh toán hiện tại', { exact: true });
    this.newPaymentPassword = this.payment.getByLabel('Mật khẩu thanh toán mới', { exact: true });
    this.confirmPaymentPassword = this.payment.getByLabel('Nhập lại mật khẩu thanh toán mới', { exact: true });
    this.cards = this.section('security-cards');
    this.boundCards = this.cards.getByTestId('security-card');
    this.bank = this.cards.getByLabel('Ngân hàng', { exact: true });
    this.cardNo = this.cards.getByLabel('Số thẻ', { exact: true });
    this.addCard = this.cards.getByRole('button', { name: 'Thêm thẻ' });
    this.question = this.section('security-question');
    this.questionSelect = this.question.getByLabel('Câu hỏi', { exact: true });
    this.answer = this.question.getByLabel('Câu trả lời', { exact: true });
    this.loginPassword = this.question.getByLabel('Mật khẩu đăng nhập (để xác nhận)', { exact: true });
    this.email = this.section('security-email');
    this.emailInput = this.email.getByLabel('Email mới', { exact: true });
    this.payee = this.section('security-payee');
    this.payeeName = this.payee.getByRole('textbox', { name: 'Tên người nhận', exact: true });
    this.birthday = this.section('security-birthday');
    this.birthdayInput = this.birthday.getByRole('textbox', { name: 'Ngày sinh', exact: true });
  }

  async goto() {
    await this.page.goto('/m/securityCenter');
  }

  section(id: string): Locator {
    return this.page.locator(`section[data-section="${id}"]`);
  }

  /** 'Đã thiết lập' or 'Chưa thiết lập' beside a section's heading. */
  badge(section: Locator): Locator {
    return section.locator('[data-set]');
  }

  /** What a section's form answered: its refusal (alert) or its confirmation (status). */
  refusal(section: Locator): Locator {
    return section.getByRole('alert');
  }

  confirmation(section: Locator): Locator {
    return section.getByRole('status');
  }

  fieldError(section: Locator, name: string): Locator {
    return section.locator(`#field-${name}-error`);
  }

  async submit(section: Locator, name: string | RegExp) {
    await section.getByRole('button', { name }).click();
  }
}
