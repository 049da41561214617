'use server';

import { redirect } from 'next/navigation';
import { rateField, rebateSettingsSchema } from '@/lib/agentRebate/rebateSettingsRules';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { saveRebateSettings } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

/**
 * issue 11 rebate settings of one direct downline (row 100). The categories travel in the form (`categories`, a
 * comma list) so the action checks the same fields the screen drew; REBATE_ABOVE_OWN lands under its category
 * with the limit the platform names. Every answer keeps what was typed.
 */
export async function saveRebateSettingsAction(previous: FormState, form: FormData): Promise<FormState> {
  const fields = formObject(form);
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
  if (!(await currentSession())) redirect('/m/login');
  const categories = (fields.categories ?? '').split(',').filter(Boolean);
  const parsed = rebateSettingsSchema(categories).safeParse(fields);
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });

  try {
    await callPlatform(saveRebateSettings, parsed.data, await requestOptions());
    return answer({ extra: { saved: parsed.data.userName } });
  } catch (error) {
    const refusal = await refusalFor(error);
    // REBATE_ABOVE_OWN names the category over the agent's own rate: the reason goes under that rate.
    const field = categories.map(rateField).find((name) => name === refusal.field);
    if (field) return answer({ fieldErrors: { [field]: `=${refusal.text}` } });
    return answer({ notice: refusal.text });
  }
}
