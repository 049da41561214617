'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { signOutFromSettings } from '@/features/accounts/actions/settings';
import { clearLocalAccountState } from '@/features/accounts/logic/clearLocalAccountState';
import { initialFormState } from '@/lib/forms/formState';
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
  // The action always ends in the redirect home; its answer has nothing to show.
  const [, signOut] = useActionState(signOutFromSettings, initialFormState);
  return (
    <form action={signOut} onSubmit={() => clearLocalAccountState()}>
      <SignOutButton />
    </form>
  );
}
