'use client';

import { useTranslations } from 'next-intl';
import { emailAction } from '@/features/securityCenter/actions/securityCenter';
import { Field } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useFormAnswered } from '@/lib/forms/useFormAnswered';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { emailSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionAnswer } from './SectionAnswer';

const NO_SECRETS = [] as const;

/** Email (row 84): a new address replaces the current one (shown masked above the form). */
export function EmailForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(emailAction, emailSchema, initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);
  useFormAnswered(formProps.ref, state, NO_SECRETS);

  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      <Field
        name="email"
        type="email"
        label={t('newEmail')}
        autoComplete="email"
        maxLength={254}
        defaultValue={state.values.email}
        error={errorText(errors.email)}
      />
      <SectionAnswer notice={state.notice} saved={state.extra.saved === '1' ? t('emailSaved') : null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('saveEmail')}
      </button>
    </form>
  );
}
