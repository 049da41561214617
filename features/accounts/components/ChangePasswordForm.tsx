'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { changePasswordAction } from '@/features/accounts/actions/changePassword';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { PasswordField } from '@/components/forms/PasswordField';
import styles from '@/components/forms/forms.module.css';
import { changePasswordSchema, FORM_ERROR } from '@/features/accounts/logic/changePasswordSchema';
import { toast } from '@/lib/toast/toastStore';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { toastDurations } from '@/lib/toast/toastDurations';
import { initialFormState } from '@/lib/forms/formState';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';

/** SPEC §9: redirect to /m/home 1 s after the change was saved. */
const REDIRECT_AFTER_MS = 1000;

/**
 * SPEC §2, §4 and §5 change password: old, new and confirmation checked in the browser first (a new password equal
 * to the old one is a popup, not a field error), then the server action; loading up to 10 s, 'Change saved' for
 * 1 s and home after 1 s; a refusal hides the loading and shows it (in the refusal table's words).
 */
export function ChangePasswordForm() {
  const t = useTranslations('changePassword');
  const codes = useTranslations('codes');
  const errorText = useErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(changePasswordAction, changePasswordSchema, initialFormState);
  /** Counts submits, so the same popup opens again on every refused attempt. */
  const [attempt, setAttempt] = useState(0);

  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);

  const saved = state.extra.saved === true;
  const savedText = codes('in_chang_saved');
  useEffect(() => {
    if (!saved) return;
    toast.show('success', savedText, toastDurations.success);
    const timer = setTimeout(() => window.location.assign('/m/home'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, state.seq, savedText]);

  const popup = errors[FORM_ERROR] ? errorText(errors[FORM_ERROR]) : null;

  return (
    <>
      <form {...formProps} onSubmitCapture={() => setAttempt((n) => n + 1)} className={styles.form} aria-label={t('form')}>
        <PasswordField
          name="oldPassword"
          label={t('oldPassword')}
          autoComplete="current-password"
          maxLength={20}
          error={errorText(errors.oldPassword)}
        />
        <PasswordField
          name="newPassword"
          label={t('newPassword')}
          autoComplete="new-password"
          maxLength={20}
          error={errorText(errors.newPassword)}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          maxLength={20}
          error={errorText(errors.confirmNewPassword)}
        />
        <button type="submit" className={styles.submit} disabled={pending || saved}>
          {t('submit')}
        </button>
      </form>
      {popup ? <NoticeDialog message={popup} seq={attempt} /> : <NoticeDialog message={state.notice} seq={state.seq} />}
    </>
  );
}
