'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { Field } from './Field';
import styles from './forms.module.css';

/** A password field with a show/hide toggle (a button with aria-pressed). */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'addon'>) {
  const t = useTranslations('forms');
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.addonButton}
          aria-pressed={shown}
          aria-label={t('showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {!shown && <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
}
