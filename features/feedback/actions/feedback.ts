'use server';

import { feedbackSchema } from '@/features/feedback/logic/feedbackSchema';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
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
  answers: answers<{ id: string }>(),
  async run(input, { options, patch }) {
    const { id } = await callPlatform(sendFeedback, input, options);
    return patch({ values: {}, extra: { id } });
  },
  onFailure({ error }, { patch }) {
    if (!(error instanceof PlatformError) || error.kind !== 'refused') return patch({});
    const remark = REMARK_REFUSALS[error.code];
    return patch(remark ? { notice: null, fieldErrors: { remark } } : {});
  },
});
