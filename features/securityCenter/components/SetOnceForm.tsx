'use client';

import type { ReactNode } from 'react';
import type { core } from 'zod/mini';
import forms from '@/components/forms/forms.module.css';
import type { FieldProblem, FormState } from '@/lib/forms/formState';
import { SectionAnswer } from './SectionAnswer';
import { useSectionForm, type SectionAction } from './SectionForm';
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
  action: SectionAction;
  schema: core.$ZodType;
  /** The form's one field, given what the last submit kept and the errors to show. */
  field: (answer: { values: FormState['values']; errors: Record<string, FieldProblem> }) => ReactNode;
}

/**
 * A security detail the platform lets a member set only once (payee name, row 85; birthday, row 86): a
 * form while it is not set, then the value only shown, with the saved text after the submit that set it.
 */
export function SetOnceForm({ value, valueTestId, lockedText, savedText, submitLabel, labelledBy, action, schema, field }: SetOnceFormProps) {
  // The state outlives the form: the saved text stays beside the value the submit set.
  const { state, errors, notice, pending, formProps } = useSectionForm(action, schema);

  if (value) {
    return (
      <>
        <p className={styles.value}>
          <strong data-testid={valueTestId}>{value}</strong> {lockedText}
        </p>
        <SectionAnswer notice={null} saved={state.extra.saved ? savedText : null} />
      </>
    );
  }
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      {field({ values: state.values, errors })}
      <SectionAnswer notice={notice} saved={null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
