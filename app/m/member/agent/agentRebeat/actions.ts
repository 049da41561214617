'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { rateField, rebateSettingsSchema } from '@/lib/agentRebate/rebateSettingsRules';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { saveRebateSettings } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import type { categoryRebateAboveOwnFigures } from '@/lib/platform/schemas';
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

  const t = await getTranslations('agentRebate');
  try {
    await callPlatform(saveRebateSettings, parsed.data, await requestOptions());
    return answer({ extra: { saved: parsed.data.userName } });
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'refused' && error.code === 'REBATE_ABOVE_OWN') {
      const { gameCategory, maxRebate } = error.value as z.infer<typeof categoryRebateAboveOwnFigures>;
      const category = (await getTranslations('games.categories'))(gameCategory as 'RNG');
      return answer({ fieldErrors: { [rateField(gameCategory)]: `=${t('errors.rateAbove', { category, max: String(maxRebate) })}` } });
    }
    if (error instanceof PlatformError && error.kind === 'refused' && error.code === 'NOT_DOWNLINE') {
      return answer({ notice: t('notDownline') });
    }
    return answer({ notice: await platformFailureText(error) });
  }
}
