import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { uplineTransferSchema } from '@/features/upline/logic/uplineTransferSchema';

const limits = { min: 10, max: 50000 };
const errorsOf = (schema: ReturnType<typeof uplineTransferSchema>, form: Record<string, string>) => {
  const parsed = schema.safeParse(form);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

// /m/upLine/transfer: the amount step asks for no password, the confirmation step sends both (row 88)
describe('upline transfer form by step', () => {
  it('the amount step checks only the amount, against the limits in the browser', () => {
    expect(uplineTransferSchema(limits).parse({ step: 'amount', amount: ' 150.25 ' })).toEqual({ step: 'amount', amount: 150.25 });
    expect(errorsOf(uplineTransferSchema(limits), { step: 'amount', amount: '9.99' })).toEqual({ amount: 'amountRange' });
    expect(errorsOf(uplineTransferSchema(limits), { step: 'amount', amount: '1.234' })).toEqual({ amount: 'amountFormat' });
  });

  it('the confirmation step needs a 6-digit payment password; the server (no limits) leaves the range to the platform', () => {
    expect(errorsOf(uplineTransferSchema(limits), { step: 'confirm', amount: '20', paymentPassword: '12345' })).toEqual({ paymentPassword: 'paymentPassword' });
    expect(uplineTransferSchema().parse({ step: 'confirm', amount: '60000', paymentPassword: '246810' }))
      .toEqual({ step: 'confirm', amount: 60000, paymentPassword: '246810' });
  });

  it('refuses a form without a known step', () => {
    expect(uplineTransferSchema().safeParse({ step: 'send', amount: '20' }).success).toBe(false);
    expect(uplineTransferSchema().safeParse({ amount: '20' }).success).toBe(false);
  });
});
