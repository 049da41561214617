'use client';

import { useTranslations } from 'next-intl';
import { securityQuestionAction } from '@/features/securityCenter/actions/securityCenter';
import { PasswordField } from '@/components/forms/PasswordField';
import { Field } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useFormAnswered } from '@/lib/forms/useFormAnswered';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import type { SecurityQuestion } from '@/lib/platform/schemas';
import { securityQuestionSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionAnswer } from './SectionAnswer';
import styles from './SecurityCenter.module.css';

const SECRETS = ['answer', 'password'] as const;

/**
 * Security question (row 83, encrypted): a question, its answer and the login password. The answer and
 * the password are secrets: never sent back, emptied after every answer; the chosen question stays on a refusal.
 */
export function SecurityQuestionForm({ questions, labelledBy }: { questions: SecurityQuestion[]; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(securityQuestionAction, securityQuestionSchema, initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);
  useFormAnswered(formProps.ref, state, SECRETS);

  const questionError = errorText(errors.questionId);
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      <div className={forms.field}>
        <label htmlFor="field-questionId">{t('question')}</label>
        <div className={forms.control} data-invalid={questionError ? 'true' : undefined}>
          <select
            id="field-questionId"
            name="questionId"
            className={styles.select}
            defaultValue={state.values.questionId ?? ''}
            aria-invalid={questionError ? true : undefined}
            aria-describedby={questionError ? 'field-questionId-error' : undefined}
          >
            <option value="">{t('chooseQuestion')}</option>
            {questions.map((question) => (
              <option key={question.id} value={question.id}>
                {question.question}
              </option>
            ))}
          </select>
        </div>
        {questionError && (
          <p id="field-questionId-error" className={forms.error}>
            {questionError}
          </p>
        )}
      </div>
      <Field name="answer" label={t('answer')} autoComplete="off" maxLength={50} error={errorText(errors.answer)} />
      <PasswordField
        name="password"
        label={t('loginPasswordCheck')}
        autoComplete="current-password"
        maxLength={20}
        error={errorText(errors.password)}
      />
      <SectionAnswer notice={state.notice} saved={state.extra.saved === '1' ? t('questionSaved') : null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('saveQuestion')}
      </button>
    </form>
  );
}
