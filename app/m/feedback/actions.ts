'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { feedbackSchema } from '@/lib/member/feedbackSchema';
import { sendFeedback } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

/** issue 10 feedback (row 78, FEEDBACK3): type and remark kept on every refusal; `extra.id` names the sent one. */
export async function feedbackAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
  const session = await currentSession();
  if (!session) redirect('/m/login?redirect=%2Fm%2Ffeedback');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });
  const parsed = feedbackSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    const { id } = await callPlatform(sendFeedback, parsed.data, await requestOptions());
    return answer({ values: {}, extra: { id } });
  } catch (error) {
    const refusal = await refusalFor(error);
    if (refusal.field === 'remark') return answer({ fieldErrors: { remark: `=${refusal.text}` } });
    // The screen's own words for a switched-off feedback, as its unavailable state says it.
    if (refusal.code === 'FEATURE_OFF') return answer({ notice: (await getTranslations('feedback'))('unavailable') });
    return answer({ notice: refusal.text });
  }
}
