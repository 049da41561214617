'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { registerConfirmOpener, type ConfirmRequest } from '@/lib/toast/confirmDialog';
import { toast, type Toast } from '@/lib/toast/toastStore';
import styles from './ToastHost.module.css';

const subscribe = (listener: () => void) => toast.subscribe(listener);
const noToasts: readonly Toast[] = [];

/** The one place toasts and confirm dialogs are drawn; also says when the browser goes offline. */
export function ToastHost() {
  const t = useTranslations();
  const toasts = useSyncExternalStore(subscribe, toast.current, () => noToasts);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(value: boolean) => void>(() => {});

  useEffect(() => {
    // One offline toast at a time: the browser may say 'offline' more than once, and this effect runs again when
    // the translations change (its cleanup takes its toast away; the new run shows one if still offline).
    let offlineId: number | null = null;
    const offline = () => {
      offlineId ??= toast.show('offline', t('toast.offline'), 0);
    };
    const online = () => {
      if (offlineId !== null) toast.dismiss(offlineId);
      offlineId = null;
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      online();
    };
  }, [t]);

  useEffect(() => {
    registerConfirmOpener(
      (next) =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setRequest(next);
        }),
    );
    return () => registerConfirmOpener(null);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = (value: boolean) => {
    dialogRef.current?.close();
    setRequest(null);
    answer.current(value);
  };

  return (
    <>
      <div className={styles.toasts}>
        {toasts.map((item) => (
          <div
            key={item.id}
            className={styles.toast}
            data-kind={item.kind}
            role={item.kind === 'fail' || item.kind === 'offline' ? 'alert' : 'status'}
            aria-busy={item.kind === 'loading' || undefined}
          >
            {item.kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
            <span>{item.text}</span>
          </div>
        ))}
      </div>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        onCancel={(event) => {
          event.preventDefault();
          close(false);
        }}
      >
        {/* The modal focuses the first button: the safe choice (cancel) for a question like signing out. */}
        {request && (
          <form method="dialog" onSubmit={(event) => event.preventDefault()}>
            <h2 id="confirm-title">{request.title}</h2>
            <p id="confirm-message">{request.message}</p>
            <div className={styles.actions}>
              <button type="button" onClick={() => close(false)}>
                {request.cancelLabel ?? t('dialog.cancel')}
              </button>
              <button type="button" className={styles.primary} onClick={() => close(true)}>
                {request.confirmLabel ?? t('dialog.confirm')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
