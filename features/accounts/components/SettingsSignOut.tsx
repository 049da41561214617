'use client';

import { useTranslations } from 'next-intl';
import { useFormStatus } from 'react-dom';
import { signOutFromSettings } from '@/features/accounts/actions/settings';
import { clearLocalAccountState } from '@/features/accounts/logic/clearLocalAccountState';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import styles from './Settings.module.css';

function SignOutButton() {
  const t = useTranslations('settings');
  const { pending } = useFormStatus();
  // SPEC §9: the logout loading toast stays until the call ends.
  useLoadingToast(pending, t('signingOut'));
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
