'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { headIconAction } from '@/app/m/myAccount/index/actions';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { initialFormState } from '@/lib/forms/formState';
import { headIconProblem } from '@/lib/member/headIconProblem';
import { IMAGE_ACCEPT } from '@/lib/uploads/imageRules';
import forms from '@/components/forms/forms.module.css';
import styles from './Account.module.css';

/**
 * issue 10 head icon (rows 75-76, PROFPIC3): a PNG or JPG of at most 5 MB, refused here before anything is
 * sent, previewed, then posted as multipart form data to the server action; the new icon replaces the old.
 */
export function HeadIconForm({ url }: { url: string | null }) {
  const t = useTranslations('myAccount');
  const [state, action, pending] = useActionState(headIconAction, initialFormState);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const shownError = problem ?? state.fieldErrors.headIcon ?? null;
  const current = state.extra.url ?? url;

  useEffect(() => {
    if (state.extra.url) setPreview(null);
  }, [state]);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPreview(null);
    const found = file ? headIconProblem(file) : null;
    setProblem(found);
    // A refused file never leaves the browser: the picker is emptied.
    if (found) event.target.value = '';
    else if (file) setPreview(URL.createObjectURL(file));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('headIcon') as HTMLInputElement;
    const found = headIconProblem(input.files?.[0] ?? null);
    setProblem(found);
    if (found) {
      input.focus();
      return;
    }
    const data = new FormData(form);
    startTransition(() => action(data));
  };

  return (
    <>
      <form action={action} onSubmit={onSubmit} className={styles.headIconForm} aria-label={t('headIconForm')}>
        <div className={styles.icons}>
          {current ? (
            <img src={current} alt={t('headIcon')} className={styles.icon} data-testid="head-icon" width={72} height={72} />
          ) : (
            <span className={styles.iconEmpty}>{t('noHeadIcon')}</span>
          )}
          {preview && <img src={preview} alt={t('headIconPreview')} className={styles.icon} width={72} height={72} />}
        </div>
        <div className={forms.field}>
          <label htmlFor="field-headIcon">{t('chooseHeadIcon')}</label>
          <input
            id="field-headIcon"
            name="headIcon"
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.file}
            onChange={onChange}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? 'field-headIcon-error' : 'field-headIcon-hint'}
          />
          {shownError ? (
            <p id="field-headIcon-error" className={forms.error}>
              {t(`errors.${shownError}` as 'errors.headIconType')}
            </p>
          ) : (
            <p id="field-headIcon-hint" className={forms.hint}>
              {t('headIconHint')}
            </p>
          )}
        </div>
        <button type="submit" className={forms.submit} disabled={pending}>
          {t('uploadHeadIcon')}
        </button>
        {state.extra.url && (
          <p role="status" className={styles.saved} key={state.seq}>
            {t('headIconSaved')}
          </p>
        )}
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
