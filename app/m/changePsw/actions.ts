'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { changePasswordSchema, FORM_ERROR } from '@/lib/accounts/changePasswordSchema';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { passwordChange } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { readRemembered, remember } from '@/lib/session/sessionActions';

/**
 * SPEC §2 and §4 change password (row 22). Trial and free-play sessions get free_reject. On success the
 * remembered login of this account, when there is one, is sealed again with the new password, and the form
 * shows 'Change saved' then goes home (`extra.saved`). On failure the refusal is shown in the refusal table's words.
 */
export async function changePasswordAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form, ['oldPassword', 'newPassword', 'confirmNewPassword']),
    extra: {}, seq: previous.seq + 1, ...patch,
  });
  const session = await currentSession();
  if (!session) redirect('/m/home');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });

  const parsed = changePasswordSchema.safeParse(formObject(form));
  if (!parsed.success) {
    const { [FORM_ERROR]: popup, ...fieldErrors } = fieldErrorsOf(parsed.error);
    const t = await getTranslations('validation');
    return answer({ fieldErrors, notice: popup ? t(popup as 'samePassword') : null });
  }

  try {
    await callPlatform(passwordChange, parsed.data, await requestOptions());
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }

  const remembered = await readRemembered();
  if (remembered?.type === 'username' && remembered.username.toLowerCase() === session.userName.toLowerCase()) {
    await remember({ ...remembered, password: parsed.data.newPassword });
  }
  return answer({ extra: { saved: '1' } });
}
