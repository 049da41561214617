'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffValue } from '@/lib/bff/bffFetch';
import { CAPTCHA_MAX } from '@/lib/forms/accountFieldsSchema';
import { Field } from './Field';
import styles from './forms.module.css';

async function freshCaptcha(): Promise<string | null> {
  return (await bffValue('/wps/captcha')) || null;
}

/** SPEC §2: a numeric captcha (max 6) whose image is a button that fetches a new one. */
export function CaptchaField({ image, label, hint, error }: { image: string; label: string; hint: string; error?: string | null }) {
  const t = useTranslations('forms');
  // A refreshed image holds until the server answers a new one (a new render of the form brings a new `image`).
  const [refreshed, setRefreshed] = useState<{ for: string; src: string } | null>(null);
  const src = refreshed?.for === image ? refreshed.src : image;
  return (
    <Field
      name="captcha"
      label={label}
      hint={hint}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX}
      addon={
        <button
          type="button"
          className={styles.addonButton}
          aria-label={t('refreshCaptcha')}
          onClick={async () => {
            const next = await freshCaptcha().catch(() => null);
            if (next) setRefreshed({ for: image, src: next });
          }}
        >
          <img src={src} alt="" width={96} height={36} />
        </button>
      }
    />
  );
}
