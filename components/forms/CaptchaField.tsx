'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CAPTCHA_MAX } from '@/lib/accounts/accountRules';
import { Field } from './Field';
import styles from './forms.module.css';

async function freshCaptcha(): Promise<string | null> {
  const response = await fetch('/wps/captcha', { cache: 'no-store' });
  const body = (await response.json()) as { success: boolean; value?: string };
  return body.success && body.value ? body.value : null;
}

/** SPEC §2: a numeric captcha (max 6) whose image is a button that fetches a new one. */
export function CaptchaField({ image, label, hint, error }: { image: string; label: string; hint: string; error?: string | null }) {
  const t = useTranslations('forms');
  const [src, setSrc] = useState(image);
  useEffect(() => setSrc(image), [image]);
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
            if (next) setSrc(next);
          }}
        >
          <img src={src} alt="" width={96} height={36} />
        </button>
      }
    />
  );
}
