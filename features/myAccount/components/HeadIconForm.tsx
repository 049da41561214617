'use client';

import { useTranslations } from 'next-intl';
import { startTransition, type FormEvent } from 'react';
import { headIconAction } from '@/features/myAccount/actions/myAccount';
import { ImageFileField } from '@/components/forms/ImageFileField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { useFormAction } from '@/lib/forms/useFormAction';
import { headIconProblem } from '@/features/myAccount/logic/headIconProblem';
import { useImagePick } from '@/lib/uploads/useImagePick';
import { useNewAnswer } from '@/lib/forms/useNewAnswer';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import forms from '@/components/forms/forms.module.css';
import styles from './Account.module.css';

/**
 * Head icon (rows 75-76, PROFPIC3): a PNG or JPG of at most 5 MB, refused here before anything is
 * sent, previewed, then posted as multipart form data to the server action; the new icon replaces the old.
 */
export function HeadIconForm({ url }: { url: string | null }) {
  const t = useTranslations('myAccount');
  const [state, action, pending] = useFormAction(headIconAction);
  const { problem, setProblem, preview, clearPreview, onChange } = useImagePick(headIconProblem);
  const shownError = problem ?? state.fieldErrors.headIcon ?? null;
  const current = state.extra.url ?? url;

  useNewAnswer(state, (answer) => {
    if (answer.extra.url) clearPreview();
  });

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
        <ImageFileField
          name="headIcon"
          label={t('chooseHeadIcon')}
          hint={t('headIconHint')}
          error={shownError ? runtimeKeys(t)(`errors.${shownError}`) : null}
          onChange={onChange}
        />
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
