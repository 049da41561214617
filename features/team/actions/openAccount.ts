'use server';

import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { downlineList, openDownline } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import type { RefusalFigures } from '@/lib/platform/schemas';
import { openAccountSchema } from '@/features/team/logic/openAccountSchema';

/**
 * Open account: checks the form against the agent's own rebate (row 93, the limit), then sends row 94 encrypted,
 * once per key; an unconfirmed one is looked up in the team list. Every answer keeps the account name, type and
 * rate, never a password; field errors are keys under `team.errors`, a platform limit in `extra.maxRebate`.
 */
export const openAccountAction = defineAction({
  name: 'openAccount',
  who: 'agent',
  async schema({ options }) {
    const { ownRebateRate } = await callPlatform(downlineList, { parent: '', account: '', pageNo: 1 }, { ...options, idempotencyKey: null });
    return openAccountSchema(ownRebateRate);
  },
  secrets: ['password', 'confirmPassword'],
  money: { record: '/m/member/team', opens: true },
  answers: answers<{ userName: string; type: number; maxRebate: number }>(),
  async run({ username, password, type, rebateRate }, { options, patch }) {
    const opened = await callPlatform(openDownline, { username, password, type, rebateRate }, options);
    return patch({ values: { type: '0' }, extra: { userName: opened.userName, type: opened.type } });
  },
  onFailure({ error }, { patch }) {
    if (!(error instanceof PlatformError) || error.kind !== 'refused') return patch({});
    if (error.code === 'REBATE_ABOVE_OWN') {
      const { maxRebate } = (error.value ?? {}) as RefusalFigures;
      return patch({ notice: null, fieldErrors: { rebateRate: 'rebateAboveOwn' }, extra: maxRebate === undefined ? {} : { maxRebate } });
    }
    if (error.code === 'USERNAME_EXISTS') return patch({ notice: null, fieldErrors: { username: 'usernameExists' } });
    return patch({});
  },
});
