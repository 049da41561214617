'use server';

import { rebateSettingsSchema } from '@/features/agentRebate/logic/rebateSettingsSchema';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { saveRebateSettings } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';

/**
 * Rebate settings of one direct downline (row 100). The categories travel in the form (`categories`, a comma
 * list) so the action checks the same fields the screen drew; REBATE_ABOVE_OWN lands under its category with the
 * limit the platform names. Every answer keeps what was typed.
 */
export const saveRebateSettingsAction = defineAction({
  name: 'rebateSettings',
  who: 'agent',
  placeNamedFields: true,
  schema: ({ form }) => rebateSettingsSchema(String(form.get('categories') ?? '').split(',').filter(Boolean)),
  answers: answers<{ saved: string }>(),
  async run(input, { options, patch }) {
    await callPlatform(saveRebateSettings, input, options);
    return patch({ extra: { saved: input.userName } });
  },
});
