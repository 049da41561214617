'use client';

import { useTranslations } from 'next-intl';
import { birthdayAction } from '@/features/securityCenter/actions/securityCenter';
import { Field } from '@/components/forms/Field';
import { birthdaySchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SetOnceForm } from './SetOnceForm';

interface BirthdayFormProps {
  /** '' while not set; saved once, then only shown. */
  birthday: string;
  /** The age the merchant requires (row 80: 21, or 18). */
  minimumAge: number;
  /** The latest date of birth of someone that old on the merchant's today. */
  latest: string;
  labelledBy: string;
}

/**
 * Birthday (row 86; SPEC §5 birthday): the browser checks the age rule first, the platform again; an
 * under-age date is refused with the age named, the date kept.
 */
export function BirthdayForm({ birthday, minimumAge, latest, labelledBy }: BirthdayFormProps) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  return (
    <SetOnceForm
      value={birthday}
      valueTestId="security-birthday"
      lockedText={t('birthdayLocked')}
      savedText={t('birthdaySaved')}
      submitLabel={t('saveBirthday')}
      labelledBy={labelledBy}
      action={birthdayAction}
      schema={birthdaySchema(latest)}
      field={({ values, errors }) => (
        <Field
          name="birthday"
          type="date"
          label={t('birthday')}
          min="1900-01-01"
          max={latest}
          defaultValue={values.birthday}
          hint={t('birthdayHint', { age: minimumAge })}
          error={errorText(errors.birthday, { age: minimumAge })}
        />
      )}
    />
  );
}
