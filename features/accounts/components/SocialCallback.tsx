'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { completeSocialLogin } from '@/features/accounts/actions/socialCallback';
import { initialFormState } from '@/lib/forms/formState';
import styles from './Social.module.css';

/**
 * Reads what the provider put in the fragment (which no server ever saw), wipes it from the address bar and
 * the history entry, and hands it to the server, which verifies the ID token before the platform hears of it.
 */
export function SocialCallback() {
  const t = useTranslations('social');
  const [answer, complete] = useActionState(completeSocialLogin, initialFormState);
  const [providerError, setProviderError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // One tick later, once Next's router has hooked history in its own effect (it runs after this one on the
    // first render): otherwise the router would write the fragment back into the address bar.
    window.setTimeout(() => {
      const fragment = new URLSearchParams(window.location.hash.slice(1));
      window.history.replaceState(null, '', window.location.pathname);
      if (fragment.get('error')) {
        setProviderError(t(fragment.get('error') === 'access_denied' ? 'cancelled' : 'failed'));
        return;
      }
      const handed = new FormData();
      handed.set('idToken', fragment.get('id_token') ?? '');
      handed.set('state', fragment.get('state') ?? '');
      startTransition(() => complete(handed));
    }, 0);
  }, [complete, t]);

  // A token or state the form's rules refuse is worded as any other unusable token.
  const error = providerError ?? answer.notice ?? (Object.keys(answer.fieldErrors).length > 0 ? t('invalid') : null);
  if (!error) {
    return (
      <p className={styles.status} role="status">
        {t('signingIn')}
      </p>
    );
  }
  return (
    <div className={styles.failure}>
      <p role="alert">{error}</p>
      <a href="/m/login" className={styles.back}>
        {t('backToLogin')}
      </a>
    </div>
  );
}
