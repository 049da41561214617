'use client';

import { useTranslations } from 'next-intl';
import { payeeNameAction } from '@/features/securityCenter/actions/securityCenter';
import { Field } from '@/components/forms/Field';
import { payeeNameSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SetOnceForm } from './SetOnceForm';

/**
 * Payee name (row 85): asked while the account has none; once saved it is only shown. The add-card form
 * of the same screen asks for it too until then, hence its own field id.
 */
export function PayeeNameForm({ payeeName, labelledBy }: { payeeName: string; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  return (
    <SetOnceForm
      value={payeeName}
      valueTestId="security-payee-name"
      lockedText={t('payeeNameLocked')}
      savedText={t('payeeNameSaved')}
      submitLabel={t('savePayeeName')}
      labelledBy={labelledBy}
      action={payeeNameAction}
      schema={payeeNameSchema}
      field={({ values, errors }) => (
        <Field
          name="payeeName"
          id="security-payeeName"
          label={t('payeeName')}
          autoComplete="name"
          maxLength={50}
          defaultValue={values.payeeName}
          hint={t('payeeNameHint')}
          error={errorText(errors.payeeName)}
        />
      )}
    />
  );
}
