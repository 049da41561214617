import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageTypeOf } from '@/lib/uploads/imageRules';
import { amountProblem, depositFormSchema, promoBonus, receiptProblem } from '@/features/wallet/logic/depositSchema';

const limits = { min: 100, max: 50000 };

// Amount entry with live validation (a method's min/max), receipt image png/jpg at most 5 MB (SPEC §5)
describe('deposit amount', () => {
  it('asks for an amount, a number with at most 2 decimals, within the method', () => {
    expect(amountProblem('', limits)).toBe('amountRequired');
    expect(amountProblem('  ', limits)).toBe('amountRequired');
    expect(amountProblem('abc', limits)).toBe('amountNumber');
    expect(amountProblem('1e3', limits)).toBe('amountNumber');
    expect(amountProblem('-100', limits)).toBe('amountNumber');
    expect(amountProblem('100.001', limits)).toBe('amountNumber');
    expect(amountProblem('1,000', limits)).toBe('amountNumber');
    expect(amountProblem('99.99', limits)).toBe('amountRange');
    expect(amountProblem('50000.01', limits)).toBe('amountRange');
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem(' 50000.00 ', limits)).toBeNull();
  });

  it('accepts exactly the amounts of whole cents inside the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const typed = (cents / 100).toFixed(2);
        const inside = cents >= 10000 && cents <= 5_000_000;
        expect(amountProblem(typed, limits) === null).toBe(inside);
      }),
      { seed: 9 },
    );
  });

  it('checks the depositor name only for manual methods and turns the amount into a number', () => {
    const form = { walletCode: 'MAIN', methodId: 'BANK_VCB', amount: '500', promoId: '' };
    expect(depositFormSchema(limits, true).safeParse(form).success).toBe(false);
    expect(depositFormSchema(limits, true).parse({ ...form, depositorName: ' AN ' })).toMatchObject({ amount: 500, depositorName: 'AN', promoId: undefined });
    expect(depositFormSchema(limits, false).parse({ ...form, promoId: 'RELOAD10' })).toMatchObject({ amount: 500, promoId: 'RELOAD10' });
    const refused = depositFormSchema(limits, false).safeParse({ ...form, amount: '50' });
    expect(refused.success || refused.error.issues[0]!.message).toBe('amountRange');
  });

  it('gives the promo bonus at its rate, capped, and nothing under its minimum', () => {
    const promo = { bonusRate: 10, maxBonus: 500, minDeposit: 50 };
    expect(promoBonus(49, promo)).toBe(0);
    expect(promoBonus(200, promo)).toBe(20);
    expect(promoBonus(123.45, promo)).toBe(12.35);
    expect(promoBonus(10000, promo)).toBe(500);
    expect(promoBonus(Number.NaN, promo)).toBe(0);
  });
});

describe('deposit receipt', () => {
  it('takes PNG and JPG files up to 5 MB, by type and name', () => {
    expect(receiptProblem(null)).toBe('receiptRequired');
    expect(receiptProblem({ name: 'slip.png', type: 'image/png', size: 0 })).toBe('receiptRequired');
    expect(receiptProblem({ name: 'slip.png', type: 'image/png', size: 1024 })).toBeNull();
    expect(receiptProblem({ name: 'slip.JPEG', type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ name: 'slip.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('receiptTooLarge');
    expect(receiptProblem({ name: 'slip.gif', type: 'image/gif', size: 1024 })).toBe('receiptType');
    expect(receiptProblem({ name: 'slip.txt', type: 'text/plain', size: 10 })).toBe('receiptType');
    expect(receiptProblem({ name: 'slip.gif', type: 'image/png', size: 1024 })).toBe('receiptType');
  });

  it('knows a PNG or JPEG by its first bytes, whatever the file says', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
