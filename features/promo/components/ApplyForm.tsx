'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { applyAction } from '@/features/promo/actions/activity';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { UnconfirmedLink } from '@/components/forms/UnconfirmedLink';
import forms from '@/components/forms/forms.module.css';
import { initialFormState } from '@/lib/forms/formState';

/** A one-tap application (applyType APPLY); a plain form post before hydration. */
export function ApplyForm({ activityId, idempotencyKey }: { activityId: string; idempotencyKey: string }) {
  const t = useTranslations('activity');
  const [state, formAction, pending] = useActionState(applyAction, initialFormState);
  return (
    <form action={formAction} className={forms.form} aria-label={t('applyTitle')}>
      <input type="hidden" name="activityId" value={activityId} />
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {pending ? t('applying') : t('apply')}
      </button>
      <UnconfirmedLink extra={state.extra} />
      <NoticeDialog message={state.notice} seq={state.seq} />
    </form>
  );
}
