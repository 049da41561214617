'use client';

import { useTranslations } from 'next-intl';
import { paymentPasswordAction } from '@/features/securityCenter/actions/securityCenter';
import { PasswordField } from '@/components/forms/PasswordField';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useFormAnswered } from '@/lib/forms/useFormAnswered';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { paymentPasswordSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionAnswer } from './SectionAnswer';

const SECRETS = ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

/**
 * Payment password (row 81): new + confirmation while none is set, the current one too once it is.
 * Every answer empties the fields; a refusal names its field (a wrong current password under that field).
 */
export function PaymentPasswordForm({ isSet, labelledBy }: { isSet: boolean; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(paymentPasswordAction, paymentPasswordSchema(isSet), initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);
  useFormAnswered(formProps.ref, state, SECRETS);

  const digits = { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      {isSet && (
        <PasswordField name="oldPaymentPassword" label={t('oldPaymentPassword')} {...digits} error={errorText(errors.oldPaymentPassword)} />
      )}
      <PasswordField
        name="newPaymentPassword"
        label={t('newPaymentPassword')}
        {...digits}
        hint={t('paymentPasswordHint')}
        error={errorText(errors.newPaymentPassword)}
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('confirmPaymentPassword')}
        {...digits}
        error={errorText(errors.confirmPaymentPassword)}
      />
      <SectionAnswer notice={state.notice} saved={state.extra.saved === '1' ? t('paymentPasswordSaved') : null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {isSet ? t('changePaymentPassword') : t('setPaymentPassword')}
      </button>
    </form>
  );
}
