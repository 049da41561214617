'use server';

import type { FormState } from '@/lib/forms/formState';
import { feedbackSchema } from '@/features/feedback/logic/feedbackSchema';
import { defineAction } from '@/lib/pipeline/defineAction';
import { sendFeedback } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';

/** The platform's remark refusals, as the `validation` keys the form's own check uses. */
const REMARK_REFUSALS: Readonly<Record<string, string>> = {
  REMARK_TOO_LONG: 'feedbackRemarkTooLong',
  REMARK_REQUIRED: 'feedbackRemarkRequired',
};

/** Feedback (row 78, FEEDBACK3): type and remark kept on every refusal; `extra.id` names the sent one. */
export const feedbackAction = defineAction({
  name: 'feedback',
  who: 'actual',
  schema: () => feedbackSchema,
  async run(input, { options }) {
    const { id } = await callPlatform(sendFeedback, input, options);
    return { values: {}, extra: { id } };
  },
  onFailure({ error }): Partial<FormState> {
    if (!(error instanceof PlatformError) || error.kind !== 'refused') return {};
    const remark = REMARK_REFUSALS[error.code];
    return remark ? { notice: null, fieldErrors: { remark } } : {};
  },
});
