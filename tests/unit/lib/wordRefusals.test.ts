import { describe, expect, it } from 'vitest';
import { initialFormState } from '@/lib/forms/formState';
import type { ActionContext } from '@/lib/pipeline/defineAction';
import { wordRefusals } from '@/lib/pipeline/wordRefusals';
import { PlatformError } from '@/lib/platform/PlatformError';

function context(fields: string[]): ActionContext {
  const form = new FormData();
  for (const name of fields) form.append(name, 'typed');
  return { form, previous: initialFormState, session: null, options: {}, answer: () => initialFormState };
}

const word = async (error: PlatformError) => ({ code: error.code, text: `worded ${error.code}` });

describe('wordRefusals', () => {
  it('puts the worded refusal on its field when the form has it, else as the notice', async () => {
    const onFailure = wordRefusals(word, { AMOUNT_OUT_OF_RANGE: 'amount' });
    const refused = new PlatformError('refused', 'AMOUNT_OUT_OF_RANGE', 'The amount must be between 1 and 2');
    expect(await onFailure({ error: refused }, context(['amount']))).toEqual({ notice: null, fieldErrors: { amount: '=worded AMOUNT_OUT_OF_RANGE' } });
    expect(await onFailure({ error: refused }, context([]))).toEqual({ notice: 'worded AMOUNT_OUT_OF_RANGE', fieldErrors: {} });
  });

  it('accepts plain text wording', async () => {
    const onFailure = wordRefusals(async () => 'plain');
    expect(await onFailure({ error: new PlatformError('refused', 'NOT_CLAIMABLE', 'No') }, context([]))).toEqual({ notice: 'plain', fieldErrors: {} });
  });

  it('leaves failures that are not refusals to the pipeline', async () => {
    const onFailure = wordRefusals(word);
    expect(await onFailure({ error: new PlatformError('timeout', 'TIMEOUT', 'Timed out') }, context([]))).toEqual({});
    expect(await onFailure({ error: new Error('bug') }, context([]))).toEqual({});
  });
});
