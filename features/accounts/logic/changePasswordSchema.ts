import { z } from 'zod/mini';
import { passwordRule } from '@/lib/forms/accountFieldsSchema';

/**
 * SPEC §5 change password. Old and new follow the shared password rules; the confirmation is required
 * ('Enter password') and must equal the new one ('Confirmation password not matched'); once every field is
 * valid, a new password equal to the old one is refused with a popup ('The new password and the old password
 * cannot be the same'): that issue has no field, so it lands under `form`.
 *
 * SPEC §3 asks for oldPassword only when no session password is held; our session never holds the password
 * (it stays out of every cookie and script), so the old password is always asked.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: passwordRule,
    newPassword: passwordRule,
    confirmNewPassword: z.string().check(z.minLength(1, 'enterPassword')),
  })
  .check(
    z.superRefine((value, context) => {
      if (typeof value.confirmNewPassword === 'string' && value.confirmNewPassword && value.confirmNewPassword !== value.newPassword) {
        context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'confirmMismatch' });
      }
    }),
    z.refine((value) => value.newPassword !== value.oldPassword, {
      message: 'samePassword',
      when: (payload) => payload.issues.length === 0,
    }),
  );

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Where a form-level issue (the same-password popup) is reported by `fieldErrorsOf`. */
export const FORM_ERROR = 'form';
