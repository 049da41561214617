'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { clearLocalAccountState } from '@/lib/accounts/clearLocalAccountState';
import { signOutFromHome } from '@/lib/accounts/signOutFromHome';
import { confirmDialog } from '@/lib/feedback/confirmDialog';
import { toastDurations } from '@/lib/feedback/toastDurations';
import { toast } from '@/lib/feedback/toastStore';
import styles from './AccountMenu.module.css';

/** SPEC §2 home: the signed-in player's name and its popover (sign out, with the confirm dialog of SPEC §4). */
export function AccountMenu({ name }: { name: string }) {
  const t = useTranslations('account');
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    const confirmed = await confirmDialog({ title: t('signOutTitle'), message: t('signOutConfirm') });
    if (!confirmed) return;
    toast.show('loading', t('signingOut'), toastDurations.loadingUntilDone);
    clearLocalAccountState();
    await signOutFromHome();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        {name}
      </button>
      <div id={popoverId} className={styles.popover} hidden={!open}>
        <button type="button" onClick={signOut}>
          {t('signOut')}
        </button>
      </div>
    </div>
  );
}
