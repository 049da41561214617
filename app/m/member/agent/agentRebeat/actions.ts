'use server';

import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { rateField, rebateSettingsSchema } from '@/lib/agentRebate/rebateSettingsRules';
import type { FormState } from '@/lib/forms/formState';
import { defineAction } from '@/lib/pipeline/defineAction';
import { saveRebateSettings } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import type { categoryRebateAboveOwnFigures } from '@/lib/platform/schemas';

/**
 * Rebate settings of one direct downline (row 100). The categories travel in the form (`categories`, a comma
 * list) so the action checks the same fields the screen drew; REBATE_ABOVE_OWN lands under its category with the
 * limit the platform names. Every answer keeps what was typed.
 */
export const saveRebateSettingsAction = defineAction({
  name: 'rebateSettings',
  who: 'agent',
  schema: ({ form }) => rebateSettingsSchema(String(form.get('categories') ?? '').split(',').filter(Boolean)),
  async run(input, { options }) {
    await callPlatform(saveRebateSettings, input, options);
    return { extra: { saved: input.userName } };
  },
  async onFailure({ error }): Promise<Partial<FormState>> {
    if (!(error instanceof PlatformError) || error.kind !== 'refused') return {};
    const t = await getTranslations('agentRebate');
    if (error.code === 'REBATE_ABOVE_OWN') {
      const { gameCategory, maxRebate } = error.value as z.infer<typeof categoryRebateAboveOwnFigures>;
      const category = (await getTranslations('games.categories'))(gameCategory as 'RNG');
      return { notice: null, fieldErrors: { [rateField(gameCategory)]: `=${t('errors.rateAbove', { category, max: String(maxRebate) })}` } };
    }
    if (error.code === 'NOT_DOWNLINE') return { notice: t('notDownline') };
    return {};
  },
});
