'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { applyAction } from '@/app/m/activityInfo/actions';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import forms from '@/components/forms/forms.module.css';
import { initialFormState } from '@/lib/forms/formState';

/** issue 10: a one-tap application (applyType APPLY); a plain form post before hydration. */
export function ApplyForm({ activityId }: { activityId: string }) {
  const t = useTranslations('activity');
  const [state, formAction, pending] = useActionState(applyAction, initialFormState);
  return (
    <form action={formAction} className={forms.form} aria-label={t('applyTitle')}>
      <input type="hidden" name="activityId" value={activityId} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {pending ? t('applying') : t('apply')}
      </button>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </form>
  );
}
