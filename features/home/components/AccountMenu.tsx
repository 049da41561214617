'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { clearLocalAccountState } from '@/features/accounts/logic/clearLocalAccountState';
import { signOutFromHome } from '@/features/accounts/logic/signOutFromHome';
import { initialFormState } from '@/lib/forms/formState';
import { confirmDialog } from '@/lib/toast/confirmDialog';
import { toastDurations } from '@/lib/toast/toastDurations';
import { toast } from '@/lib/toast/toastStore';
import { balanceText, balanceView, HIDDEN_BALANCE, type BalanceView } from '@/lib/format/balance';
import { readBalanceVisible, rememberBalanceVisible } from '@/features/home/logic/balanceVisibility';
import { useBrowserValue } from '@/lib/browser/useBrowserValue';
import { useBff } from '@/lib/bff/useBff';
import styles from './AccountMenu.module.css';

/** The amount: the member's door's wallet until the player refreshed it here ('--' before either answered). */
function Amount({ initial, fresh }: { initial: BalanceView | null | undefined; fresh: BalanceView | null | undefined }) {
  return balanceText((fresh === undefined ? initial : fresh) ?? null, true, useLocale());
}

/**
 * SPEC §2 home: the signed-in player's account popover: summed balance (hidden by default; opening the popover
 * while hidden refreshes the wallet), show/hide, refresh, deposit, withdraw, and sign out with the confirm
 * dialog of SPEC §4.
 */
export function AccountMenu({ name, balance }: { name: string; balance: BalanceView | null | undefined }) {
  const t = useTranslations('account');
  const [open, setOpen] = useState(false);
  // The popover starts closed, so the device's remembered choice is in place before anyone sees the amount.
  const remembered = useBrowserValue(readBalanceVisible, false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const visible = chosen ?? remembered;
  // Undefined until the player refreshes: the member's door's wallet is shown till then.
  const wallet = useBff('/wps/wallets/balance', {
    onError: (error) => toast.show('fail', error.message || t('refreshFailed'), toastDurations.short),
  });
  const fresh = wallet.data === undefined ? undefined : balanceView(wallet.data, null);
  const refreshing = wallet.isValidating;
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);

  const showOrHide = () => {
    const next = !visible;
    setChosen(next);
    rememberBalanceVisible(next);
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        // Focus inside the popover would be lost as it hides: Escape gives it back to the button.
        if (event instanceof KeyboardEvent && rootRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
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

  const refresh = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await wallet.mutate();
    } finally {
      pending.current = false;
    }
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !visible) void refresh();
  };

  const signOut = async () => {
    setOpen(false);
    const confirmed = await confirmDialog({ title: t('signOutTitle'), message: t('signOutConfirm') });
    if (!confirmed) return;
    toast.show('loading', t('signingOut'), toastDurations.loadingUntilDone);
    clearLocalAccountState();
    await signOutFromHome(initialFormState, new FormData());
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={name}
        title={name}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1zM4 7l11-3v3M16 13.5h.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={popoverId} className={styles.popover} hidden={!open}>
        <div className={styles.balance}>
          <span className={styles.caption}>{t('balance')}</span>
          <strong className={styles.amount} aria-live="polite" aria-busy={refreshing}>
            {visible ? (
              <Amount initial={balance} fresh={fresh} />
            ) : (
              <>
                <span aria-hidden="true">{HIDDEN_BALANCE}</span>
                <span className="visually-hidden">{t('balanceHidden')}</span>
              </>
            )}
          </strong>
          <div className={styles.tools}>
            <button type="button" className={styles.tool} aria-pressed={visible} onClick={showOrHide} data-balance-toggle>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="12" cy="12" r="2.5" fill="currentColor" />
                {/* The slash marks the eye that hides what is shown: icon and label both name what a tap does. */}
                {visible && <path d="M4 4l16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" data-eye-slash />}
              </svg>
              <span className="visually-hidden">{t(visible ? 'hideBalance' : 'showBalance')}</span>
            </button>
            <button type="button" className={styles.tool} aria-busy={refreshing} onClick={() => void refresh()} data-spinning={refreshing || undefined}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="visually-hidden">{t('refreshBalance')}</span>
            </button>
          </div>
        </div>
        <div className={styles.money}>
          <a href="/m/voucherCenter">{t('deposit')}</a>
          <a href="/m/withdraw">{t('withdraw')}</a>
        </div>
        <button type="button" className={styles.signOut} onClick={signOut}>
          {t('signOut')}
        </button>
      </div>
    </div>
  );
}
