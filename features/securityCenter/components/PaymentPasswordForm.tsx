'use client';

import { useTranslations } from 'next-intl';
import { paymentPasswordAction } from '@/features/securityCenter/actions/securityCenter';
import { PasswordField } from '@/components/forms/PasswordField';
import { paymentPasswordSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionForm } from './SectionForm';

const SECRETS = ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

/**
 * Payment password (row 81): new + confirmation while none is set, the current one too once it is.
 * Every answer empties the fields; a refusal names its field (a wrong current password under that field).
 */
export function PaymentPasswordForm({ isSet, labelledBy }: { isSet: boolean; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const digits = { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <SectionForm
      action={paymentPasswordAction}
      schema={paymentPasswordSchema(isSet)}
      secrets={SECRETS}
      labelledBy={labelledBy}
      savedText={t('paymentPasswordSaved')}
      submitLabel={isSet ? t('changePaymentPassword') : t('setPaymentPassword')}
    >
      {({ errors }) => (
        <>
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
        </>
      )}
    </SectionForm>
  );
}
