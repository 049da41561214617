'use client';

import { useTranslations } from 'next-intl';
import { nicknameAction } from '@/features/myAccount/actions/myAccount';
import { Field } from '@/components/forms/Field';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { initialFormState } from '@/lib/forms/formState';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { nicknameSchema } from '@/features/myAccount/logic/nicknameSchema';
import forms from '@/components/forms/forms.module.css';
import styles from './Account.module.css';

/** Nickname edit (row 74): checked here first, kept as typed on every refusal. */
export function NicknameForm({ nickname }: { nickname: string }) {
  const t = useTranslations('myAccount');
  const errorText = useErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(nicknameAction, nicknameSchema, initialFormState);
  return (
    <>
      <form {...formProps} className={forms.form} aria-label={t('nicknameForm')}>
        <Field
          name="nickname"
          label={t('nickname')}
          defaultValue={state.values.nickname ?? nickname}
          key={state.seq}
          maxLength={40}
          autoComplete="nickname"
          hint={t('nicknameHint')}
          error={errorText(errors.nickname)}
        />
        <button type="submit" className={forms.submit} disabled={pending}>
          {t('saveNickname')}
        </button>
        {state.extra.saved && (
          <p role="status" className={styles.saved}>
            {t('nicknameSaved', { nickname: state.extra.saved })}
          </p>
        )}
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
