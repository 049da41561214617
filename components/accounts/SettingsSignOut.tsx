'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFormStatus } from 'react-dom';
import { signOutFromSettings } from '@/app/m/set/actions';
import { clearLocalAccountState } from '@/lib/accounts/clearLocalAccountState';
import { toast } from '@/lib/feedback/toastStore';
import { toastDurations } from '@/lib/feedback/toastDurations';
import styles from './Settings.module.css';

function SignOutButton() {
  const t = useTranslations('settings');
  const { pending } = useFormStatus();
  const waitText = t('signingOut');
  // SPEC §9: the logout loading toast stays until the call ends.
  useEffect(() => {
    if (!pending) return;
    toast.show('loading', waitText, toastDurations.loadingUntilDone);
    return () => toast.doneLoading();
  }, [pending, waitText]);
  return (
    <button type="submit" className={styles.signOut} disabled={pending}>
      {t('signOut')}
    </button>
  );
}

/**
 * SPEC §4 sign-out from settings: a real form posting to the server action, so it works before hydration too.
 * With scripts, what the browser kept of the account (session storage, member info, auto-login) goes first.
 */
export function SettingsSignOut() {
  return (
    <form action={signOutFromSettings} onSubmit={() => clearLocalAccountState()}>
      <SignOutButton />
    </form>
  );
}
