'use client';

import { useTranslations } from 'next-intl';
import { securityQuestionAction } from '@/features/securityCenter/actions/securityCenter';
import { PasswordField } from '@/components/forms/PasswordField';
import { Field } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField';
import type { SecurityQuestion } from '@/lib/platform/schemas';
import { securityQuestionSchema } from '@/features/securityCenter/logic/securitySchema';
import { useSecurityErrorText } from '@/features/securityCenter/logic/useSecurityErrorText';
import { SectionForm } from './SectionForm';

const SECRETS = ['answer', 'password'] as const;

/**
 * Security question (row 83, encrypted): a question, its answer and the login password. The answer and
 * the password are secrets: never sent back, emptied after every answer; the chosen question stays on a refusal.
 */
export function SecurityQuestionForm({ questions, labelledBy }: { questions: SecurityQuestion[]; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  return (
    <SectionForm
      action={securityQuestionAction}
      schema={securityQuestionSchema}
      secrets={SECRETS}
      labelledBy={labelledBy}
      savedText={t('questionSaved')}
      submitLabel={t('saveQuestion')}
    >
      {({ values, errors }) => (
        <>
          <SelectField
            name="questionId"
            label={t('question')}
            placeholder={t('chooseQuestion')}
            options={questions.map((question) => ({ value: question.id, label: question.question }))}
            defaultValue={values.questionId ?? ''}
            error={errorText(errors.questionId)}
          />
          <Field name="answer" label={t('answer')} autoComplete="off" maxLength={50} error={errorText(errors.answer)} />
          <PasswordField
            name="password"
            label={t('loginPasswordCheck')}
            autoComplete="current-password"
            maxLength={20}
            error={errorText(errors.password)}
          />
        </>
      )}
    </SectionForm>
  );
}
