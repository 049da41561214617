'use server';

import { changePasswordSchema } from '@/features/accounts/logic/changePasswordSchema';
import { loginPasswordAttempts } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { passwordChange } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { readRemembered, remember } from '@/lib/session/rememberedLogin';

/**
 * SPEC §2 and §4 change password (row 22), for actual accounts. The platform ends the account's other sessions;
 * this one goes on. On success the remembered login of this account, when there is one, is sealed again with the
 * new password, and the form shows 'Change saved' then goes home (`extra.saved`).
 */
export const changePasswordAction = defineAction({
  name: 'changePassword',
  who: 'actual',
  secrets: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  schema: () => changePasswordSchema,
  answers: answers<{ saved: boolean }>(),
  limits: [loginPasswordAttempts],
  async run(input, { options, session, patch }) {
    await callPlatform(passwordChange, input, options);
    const remembered = await readRemembered();
    if (remembered?.type === 'username' && remembered.username.toLowerCase() === session!.userName.toLowerCase()) {
      await remember({ ...remembered, password: input.newPassword });
    }
    return patch({ extra: { saved: true } });
  },
});
