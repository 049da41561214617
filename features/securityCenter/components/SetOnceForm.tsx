'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { core } from 'zod/mini';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState, type FormState } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { SectionAnswer } from './SectionAnswer';
import styles from './SecurityCenter.module.css';

interface SetOnceFormProps {
  /** '' while not set. */
  value: string;
  valueTestId: string;
  /** Why the value can no longer be changed, shown after it. */
  lockedText: string;
  savedText: string;
  submitLabel: string;
  labelledBy: string;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  schema: core.$ZodType;
  /** The form's one field, given what the last submit kept and the errors to show. */
  field: (answer: { values: FormState['values']; errors: Record<string, string> }) => ReactNode;
}

/**
 * A security detail the platform lets a member set only once (payee name, row 85; birthday, row 86): a
 * form while it is not set, then the value only shown, with the saved text after the submit that set it.
 */
export function SetOnceForm({ value, valueTestId, lockedText, savedText, submitLabel, labelledBy, action, schema, field }: SetOnceFormProps) {
  const t = useTranslations('security');
  const { state, errors, pending, formProps } = useValidatedForm(action, schema, initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);

  if (value) {
    return (
      <>
        <p className={styles.value}>
          <strong data-testid={valueTestId}>{value}</strong> {lockedText}
        </p>
        <SectionAnswer notice={null} saved={state.extra.saved === '1' ? savedText : null} />
      </>
    );
  }
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      {field({ values: state.values, errors })}
      <SectionAnswer notice={state.notice} saved={null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
