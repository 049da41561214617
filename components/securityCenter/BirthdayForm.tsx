'use client';

import { useTranslations } from 'next-intl';
import { birthdayAction } from '@/app/m/securityCenter/actions';
import { Field } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/feedback/toastDurations';
import { useLoadingToast } from '@/lib/feedback/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { birthdaySchema } from '@/lib/securityCenter/securityRules';
import { useSecurityErrorText } from '@/lib/securityCenter/useSecurityErrorText';
import { SectionAnswer } from './SectionAnswer';
import styles from './SecurityCenter.module.css';

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
 * issue 10 birthday (row 86; SPEC §5 birthday): the browser checks the age rule first, the platform again; an
 * under-age date is refused with the age named, the date kept.
 */
export function BirthdayForm({ birthday, minimumAge, latest, labelledBy }: BirthdayFormProps) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(birthdayAction, birthdaySchema(latest), initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);

  const saved = <SectionAnswer notice={null} saved={state.extra.saved === '1' ? t('birthdaySaved') : null} />;
  if (birthday) {
    return (
      <>
        <p className={styles.value}>
          <strong data-testid="security-birthday">{birthday}</strong> {t('birthdayLocked')}
        </p>
        {saved}
      </>
    );
  }
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      <Field
        name="birthday"
        type="date"
        label={t('birthday')}
        min="1900-01-01"
        max={latest}
        defaultValue={state.values.birthday}
        hint={t('birthdayHint', { age: minimumAge })}
        error={errorText(errors.birthday, { age: minimumAge })}
      />
      <SectionAnswer notice={state.notice} saved={null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('saveBirthday')}
      </button>
    </form>
  );
}
