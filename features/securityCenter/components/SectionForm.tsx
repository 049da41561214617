'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { core } from 'zod/mini';
import forms from '@/components/forms/forms.module.css';
import { initialFormState, type FieldProblem, type FormState } from '@/lib/forms/formState';
import { useFormAnswered } from '@/lib/forms/useFormAnswered';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { SectionAnswer } from './SectionAnswer';

/** A section's action: it answers whether the section was saved. */
export type SectionAction = (state: FormState<{ saved: boolean }>, form: FormData) => Promise<FormState<{ saved: boolean }>>;

/** A security section's form state, with the 'saving' toast while its action runs. */
export function useSectionForm(action: SectionAction, schema: core.$ZodType) {
  const t = useTranslations('security');
  const form = useValidatedForm(action, schema, initialFormState);
  useLoadingToast(form.pending, t('saving'), toastDurations.loadingAction);
  return form;
}

const NO_SECRETS: readonly string[] = [];

interface SectionFormProps {
  action: SectionAction;
  schema: core.$ZodType;
  /** Emptied after a refusal (passwords, a security answer); the whole form is emptied once saved. */
  secrets?: readonly string[];
  labelledBy: string;
  savedText: string;
  submitLabel: string;
  /** The section's fields, given what the last submit kept and the errors to show. */
  children: (answer: { values: FormState['values']; errors: Record<string, FieldProblem> }) => ReactNode;
}

/** A security section that can be saved again and again: its fields, the last answer and the submit button. */
export function SectionForm({ action, schema, secrets = NO_SECRETS, labelledBy, savedText, submitLabel, children }: SectionFormProps) {
  const { state, errors, notice, pending, formProps } = useSectionForm(action, schema);
  useFormAnswered(formProps.ref, state, secrets);
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      {children({ values: state.values, errors })}
      <SectionAnswer notice={notice} saved={state.extra.saved ? savedText : null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
