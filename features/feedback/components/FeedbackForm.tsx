'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { feedbackAction } from '@/features/feedback/actions/feedback';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { initialFormState } from '@/lib/forms/formState';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { FEEDBACK_REMARK_MAX, feedbackSchema, remarkLength } from '@/features/feedback/logic/feedbackSchema';
import { feedbackTypes } from '@/lib/platform/feedbackTypes';
import forms from '@/components/forms/forms.module.css';
import styles from '@/features/myAccount/components/Account.module.css';

/**
 * Feedback form (row 78): a type and a remark of 1-140 characters with a running count. A longer
 * remark is refused with the limit, and what was typed stays; a sent one is confirmed and the form starts over.
 */
export function FeedbackForm() {
  const t = useTranslations('feedback');
  const errorText = useErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(feedbackAction, feedbackSchema, initialFormState);
  const [remark, setRemark] = useState<{ seq: number; text: string } | null>(null);
  // Until the remark is edited after the last answer, the answer's kept text decides.
  const text = remark && remark.seq === state.seq ? remark.text : (state.values.remark ?? '');
  const length = remarkLength(text);
  const remarkError = errorText(errors.remark, { max: FEEDBACK_REMARK_MAX });
  const typeError = errorText(errors.type);
  return (
    <>
      {state.extra.id && (
        <p role="status" className={styles.saved} data-testid="feedback-sent">
          {t('sent', { id: state.extra.id })}
        </p>
      )}
      <form {...formProps} className={forms.form} aria-label={t('form')} key={state.extra.id ? state.seq : 'form'}>
        <fieldset className={styles.types} aria-describedby={typeError ? 'field-type-error' : undefined}>
          <legend>{t('type')}</legend>
          {feedbackTypes.map((type) => (
            <label key={type} className={styles.type}>
              <input type="radio" name="type" value={type} defaultChecked={state.values.type === type} />
              {t(`types.${type}`)}
            </label>
          ))}
          {typeError && (
            <p id="field-type-error" className={forms.error}>
              {typeError}
            </p>
          )}
        </fieldset>
        <div className={forms.field}>
          <label htmlFor="field-remark">{t('remark')}</label>
          <textarea
            id="field-remark"
            name="remark"
            className={styles.remark}
            value={text}
            onChange={(event) => setRemark({ seq: state.seq, text: event.target.value })}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={remarkError ? 'field-remark-error field-remark-count' : 'field-remark-count'}
          />
          <p id="field-remark-count" className={styles.counter}>
            {t('count', { count: length, max: FEEDBACK_REMARK_MAX })}
          </p>
          {remarkError && (
            <p id="field-remark-error" className={forms.error}>
              {remarkError}
            </p>
          )}
        </div>
        <button type="submit" className={forms.submit} disabled={pending}>
          {t('submit')}
        </button>
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
