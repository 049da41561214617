'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { deleteMessagesAction } from '@/features/inbox/actions/inbox';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { useConfirmedSubmit } from '@/lib/toast/useConfirmedSubmit';
import { initialFormState } from '@/lib/forms/formState';
import styles from './Inbox.module.css';

/** Deletes the message (row 72) after the member confirms in the alert dialog. */
export function DeleteMessageForm({ id }: { id: string }) {
  const t = useTranslations('inbox');
  const [state, action, pending] = useActionState(deleteMessagesAction, initialFormState);
  const onSubmit = useConfirmedSubmit(() => ({ title: t('deleteTitle'), message: t('deleteConfirm'), confirmLabel: t('delete') }));

  return (
    <>
      <form action={action} onSubmit={onSubmit} className={styles.actions}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={styles.delete} disabled={pending}>
          {t('delete')}
        </button>
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
