'use client';

import { useTranslations } from 'next-intl';
import { emailAction } from '@/features/securityCenter/actions/securityCenter';
import { Field } from '@/components/forms/Field';
import { emailSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionForm } from './SectionForm';

/** Email (row 84): a new address replaces the current one (shown masked above the form). */
export function EmailForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  return (
    <SectionForm action={emailAction} schema={emailSchema} labelledBy={labelledBy} savedText={t('emailSaved')} submitLabel={t('saveEmail')}>
      {({ values, errors }) => (
        <Field
          name="email"
          type="email"
          label={t('newEmail')}
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          error={errorText(errors.email)}
        />
      )}
    </SectionForm>
  );
}
