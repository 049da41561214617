import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_FIELD, initialFormState, STEP_BACK_FIELD, type FormState } from '@/lib/forms/formState';
import { twoStepAction } from '@/lib/pipeline/twoStepAction';

const answer = (patch: Partial<FormState<{ orderNo: string }>> = {}): FormState<{ orderNo: string }> => ({ ...initialFormState, seq: 1, ...patch });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('twoStepAction', () => {
  const calls: string[] = [];
  const stepped = (first: FormState<{ orderNo: string }>, confirm: FormState<{ orderNo: string }>) =>
    twoStepAction({
      firstStep: 'amount',
      first: async () => (calls.push('first'), first),
      confirm: async () => (calls.push('confirm'), confirm),
    });

  it('sends the confirmation to the money write and anything else to the first step', async () => {
    calls.length = 0;
    const action = stepped(answer({ extra: { step: 'confirm' } }), answer({ extra: { step: 'amount', orderNo: 'T1' } }));
    await action(initialFormState, form({ step: 'amount', amount: '10' }));
    await action(initialFormState, form({ step: 'confirm', amount: '10' }));
    await action(initialFormState, form({ amount: '10' }));
    expect(calls).toEqual(['first', 'confirm', 'first']);
  });

  it('hands the first step the key it was posted with, and leaves the confirmation the one the pipeline names', async () => {
    const action = stepped(answer({ extra: { step: 'confirm' } }), answer({ extra: { step: 'confirm', [IDEMPOTENCY_FIELD]: 'next-key-123' } }));
    const first = await action(initialFormState, form({ step: 'amount', [IDEMPOTENCY_FIELD]: 'kept-key-123' }));
    expect(first.extra[IDEMPOTENCY_FIELD]).toBe('kept-key-123');
    const confirmed = await action(initialFormState, form({ step: 'confirm', [IDEMPOTENCY_FIELD]: 'kept-key-123' }));
    expect(confirmed.extra[IDEMPOTENCY_FIELD]).toBe('next-key-123');
  });

  it('keeps a refused confirmation on its step only when the payment password alone is wrong', async () => {
    const passwordOnly = stepped(answer(), answer({ fieldErrors: { paymentPassword: 'paymentPassword' } }));
    expect((await passwordOnly(initialFormState, form({ step: 'confirm' }))).extra.step).toBe('confirm');
    const amountToo = stepped(answer(), answer({ fieldErrors: { amount: 'amountRange', paymentPassword: 'paymentPassword' } }));
    expect((await amountToo(initialFormState, form({ step: 'confirm' }))).extra.step).toBe('amount');
    const firstRefused = stepped(answer({ fieldErrors: { amount: 'amountRange' } }), answer());
    expect((await firstRefused(initialFormState, form({ step: 'amount' }))).extra.step).toBe('amount');
  });

  // Without script the step back button posts the confirmation: the transfer left unconfirmed keeps its key.
  it('answers the step back button with the first step, what was typed and the same key, never asking the money write', async () => {
    calls.length = 0;
    const seen: string[] = [];
    const action = twoStepAction({
      firstStep: 'amount',
      first: async (_previous, posted) => {
        calls.push('first');
        seen.push(String(posted.get('step')));
        return answer({ values: { amount: '10', [STEP_BACK_FIELD]: '1' }, extra: { step: 'confirm' } });
      },
      confirm: async () => (calls.push('confirm'), answer()),
    });
    const back = await action(initialFormState, form({ step: 'confirm', amount: '10', paymentPassword: '246810', [IDEMPOTENCY_FIELD]: 'kept-key-123', [STEP_BACK_FIELD]: '1' }));
    expect(calls).toEqual(['first']);
    expect(seen).toEqual(['amount']);
    expect(back.extra).toEqual({ step: 'amount', [IDEMPOTENCY_FIELD]: 'kept-key-123' });
    expect(back.values).toEqual({ amount: '10' });
  });

  it('leaves a step the answer names as it is', async () => {
    const action = stepped(answer(), answer({ notice: 'Over the balance', extra: { step: 'amount', code: 'INSUFFICIENT_BALANCE' } }));
    expect((await action(initialFormState, form({ step: 'confirm' }))).extra).toEqual({ step: 'amount', code: 'INSUFFICIENT_BALANCE' });
  });
});
