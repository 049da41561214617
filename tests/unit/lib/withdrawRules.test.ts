import { describe, expect, it } from 'vitest';
import { amountIssue, bankCardSchema, withdrawSchema } from '@/features/wallet/logic/withdrawSchema';

const limits = { min: 100, max: 50000 };

// /m/withdraw amount with the limits (row 56 min/max), live validation before the platform is asked
describe('withdraw amount rules', () => {
  it('asks for an amount, then digits with at most two decimals', () => {
    expect(amountIssue('', limits)).toBe('amountRequired');
    expect(amountIssue('   ', limits)).toBe('amountRequired');
    for (const typed of ['abc', '1e3', '-100', '100.', '100.001', '1,000', '0', '0.00', '12345678901']) {
      expect(amountIssue(typed, limits), typed).toBe('amountFormat');
    }
  });

  it('keeps the amount within the limits, both ends included', () => {
    expect(amountIssue('99.99', limits)).toBe('amountRange');
    expect(amountIssue('100', limits)).toBeNull();
    expect(amountIssue(' 250.5 ', limits)).toBeNull();
    expect(amountIssue('50000.00', limits)).toBeNull();
    expect(amountIssue('50000.01', limits)).toBe('amountRange');
  });

  it('leaves the range to the platform when the limits are not known (the server action)', () => {
    expect(amountIssue('99999', undefined)).toBeNull();
    expect(amountIssue('1.234', undefined)).toBe('amountFormat');
  });

  it('parses the form into the row 59 payload, naming each bad field', () => {
    const schema = withdrawSchema(limits);
    expect(schema.parse({ cardId: 'C7001', amount: '250.50', paymentPassword: '246810' })).toEqual({ cardId: 'C7001', amount: 250.5, paymentPassword: '246810' });
    const refused = schema.safeParse({ cardId: '', amount: '20', paymentPassword: '12345' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['cardId', 'cardRequired'], ['amount', 'amountRange'], ['paymentPassword', 'paymentPassword'],
    ]);
  });
});

// Add a card when none (row 58): card number 10-19 digits, payee name only while the account has none
describe('bank card rules', () => {
  it('strips spaces from the card number and checks its length', () => {
    expect(bankCardSchema(false).parse({ bankCode: 'VCB', cardNo: '1234 5678 90' })).toEqual({ bankCode: 'VCB', cardNo: '1234567890' });
    expect(bankCardSchema(false).safeParse({ bankCode: 'VCB', cardNo: '123456789' }).error!.issues[0]!.message).toBe('cardNo');
    expect(bankCardSchema(false).safeParse({ bankCode: '', cardNo: '12345678901234567890' }).error!.issues.map((issue) => issue.message)).toEqual(['bankRequired', 'cardNo']);
  });

  it('asks for a payee name of letters and single spaces only when the account has none', () => {
    const schema = bankCardSchema(true);
    expect(schema.parse({ bankCode: 'BIDV', cardNo: '1234567890', payeeName: ' Hồ Thị Em ' }).payeeName).toBe('Hồ Thị Em');
    expect(schema.safeParse({ bankCode: 'BIDV', cardNo: '1234567890', payeeName: 'Hồ Thị Em'.normalize('NFD') }).success).toBe(true);
    for (const payeeName of ['', 'E', 'Em1', 'Ho  Em', 'x'.repeat(51)]) {
      expect(schema.safeParse({ bankCode: 'BIDV', cardNo: '1234567890', payeeName }).success, payeeName).toBe(false);
    }
  });
});
