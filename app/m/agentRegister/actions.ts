'use server';

import { redirect } from 'next/navigation';
import { fieldErrorsOf, formObject, type FormState } from '@/lib/forms/formState';
import { downlineList, openDownline } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import type { RefusalFigures } from '@/lib/platform/schemas';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { openAccountSchema } from '@/lib/team/openAccountRules';

/**
 * issue 11 open account: checks the form (the agent's own rebate, row 93, is the limit), then sends row 94
 * encrypted. Every answer keeps the account name, type and rate, never a password; field errors are keys under
 * `team.errors`, with the limit they name in `extra.maxRebate`.
 */
export async function openAccountAction(previous: FormState, form: FormData): Promise<FormState> {
  const fields = formObject(form);
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, extra: {}, seq: previous.seq + 1,
    values: { username: fields.username ?? '', type: fields.type ?? '0', rebateRate: fields.rebateRate ?? '' },
    ...patch,
  });
  if (!(await currentSession())) redirect('/m/login');
  const options = await requestOptions();
  let maxRebate: number;
  try {
    maxRebate = (await callPlatform(downlineList, { parent: '', account: '', pageNo: 1 }, options)).ownRebateRate;
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
  const parsed = openAccountSchema(maxRebate).safeParse(fields);
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error), extra: { maxRebate: String(maxRebate) } });
  const { username, password, type, rebateRate } = parsed.data;
  try {
    const opened = await callPlatform(openDownline, { username, password, type, rebateRate }, options);
    return answer({ values: { type: '0' }, extra: { userName: opened.userName, type: String(opened.type) } });
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'refused' && error.code === 'REBATE_ABOVE_OWN') {
      const figures = (error.value ?? {}) as RefusalFigures;
      return answer({ fieldErrors: { rebateRate: 'rebateAboveOwn' }, extra: { maxRebate: String(figures.maxRebate ?? maxRebate) } });
    }
    if (error instanceof PlatformError && error.kind === 'refused' && error.code === 'USERNAME_EXISTS') {
      return answer({ fieldErrors: { username: 'usernameExists' } });
    }
    return answer({ notice: (await refusalFor(error)).text });
  }
}
