'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useRef, type FormEvent } from 'react';
import { deleteMessagesAction } from '@/features/inbox/actions/inbox';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { confirmDialog } from '@/lib/toast/confirmDialog';
import { initialFormState } from '@/lib/forms/formState';
import styles from './Inbox.module.css';

/**
 * Deletes the message (row 72) after the member confirms in the alert dialog. Before hydration the
 * form posts straight to the action, as the dialog needs scripts.
 */
export function DeleteMessageForm({ id }: { id: string }) {
  const t = useTranslations('inbox');
  const [state, action, pending] = useActionState(deleteMessagesAction, initialFormState);
  const confirmed = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    if (await confirmDialog({ title: t('deleteTitle'), message: t('deleteConfirm'), confirmLabel: t('delete') })) {
      confirmed.current = true;
      form.requestSubmit();
    }
  };

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
