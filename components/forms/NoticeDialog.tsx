'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from '@/components/toast/ToastHost.module.css';

/**
 * SPEC §8: a platform refusal with a message shows an alert titled 'notice' with a confirm button. Drawn open in
 * the server HTML (so it shows without scripts); with scripts it becomes modal, keeping focus until confirmed.
 */
export function NoticeDialog({ message, seq, children }: {
  message: string | null;
  seq: number;
  /** A way on that the refusal suggests (e.g. the other login), under the message. */
  children?: ReactNode;
}) {
  const t = useTranslations('forms');
  const ref = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !message) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    // showModal focuses the first control, which a way on (children) would be; the confirm button stays first.
    confirm.current?.focus();
  }, [message, seq]);

  if (!message) return null;
  return (
    <dialog ref={ref} open className={styles.dialog} role="alertdialog" aria-labelledby="notice-title" aria-describedby="notice-message">
      <form method="dialog">
        <h2 id="notice-title">{t('notice')}</h2>
        <p id="notice-message">{message}</p>
        {children}
        <div className={styles.actions}>
          <button ref={confirm} type="submit" className={styles.primary} autoFocus>
            {t('ok')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
