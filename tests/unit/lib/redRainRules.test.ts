import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { redRainSchema, redRainTotal } from '@/features/redRain/logic/redRainSchema';

const limits = { min: 10, max: 50000 };
const issues = (fields: Record<string, string>) => {
  const parsed = redRainSchema(limits).safeParse(fields);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

// /m/redRain, several downlines with an amount each or one amount for all (row 98)
describe('red rain form rules', () => {
  it('takes each picked downline\'s own amount, else the amount for all, and ignores unpicked rows', () => {
    const parsed = redRainSchema(limits).parse({
      step: 'pick', 'pick.ag01a': 'on', 'pick.ag01b': 'on', 'amount.ag01a': '25.50', 'amount.ag01c': '99', allAmount: '10',
    });
    expect(parsed.transfers).toEqual([{ userName: 'ag01a', amount: 25.5 }, { userName: 'ag01b', amount: 10 }]);
  });

  it('puts each issue on the field to fix', () => {
    expect(issues({ step: 'pick', allAmount: '10' })).toEqual({ form: 'pickRequired' });
    expect(issues({ step: 'pick', 'pick.ag01a': 'on' })).toEqual({ 'amount.ag01a': 'amountRequired' });
    expect(issues({ step: 'pick', 'pick.ag01a': 'on', 'amount.ag01a': '5' })).toEqual({ 'amount.ag01a': 'amountRange' });
    expect(issues({ step: 'pick', 'pick.ag01a': 'on', allAmount: '1.234' })).toEqual({ allAmount: 'amountFormat' });
    expect(issues({ step: 'confirm', 'pick.ag01a': 'on', allAmount: '10', paymentPassword: '12345' })).toEqual({ paymentPassword: 'paymentPassword' });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`pick.m${index}`, 'on']));
    expect(issues({ step: 'pick', ...many, allAmount: '10' })).toEqual({ form: 'tooMany' });
  });

  it('adds the total in cents', () => {
    expect(redRainTotal([{ userName: 'a', amount: 0.1 }, { userName: 'b', amount: 0.2 }])).toBe(0.3);
  });
});
