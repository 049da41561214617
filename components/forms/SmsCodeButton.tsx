'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './forms.module.css';

/** SPEC §4 and §9: the countdown is re-evaluated every 500 ms; 60 s when the platform gives no expiry. */
export const SMS_TICK_MS = 500;
export const SMS_DEFAULT_SECONDS = 60;

/**
 * The 'send code' button: asks `request` for a code (it validates the number first and answers the platform's
 * expiration time, or null when nothing was sent), then counts down in seconds until that time.
 */
export function SmsCodeButton({ request, disabled }: { request: () => Promise<number | null>; disabled?: boolean }) {
  const t = useTranslations('forms');
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const seconds = Math.ceil((until - now) / 1000);
  const counting = seconds > 0;

  return (
    <button
      type="button"
      className={styles.addonButton}
      disabled={disabled || sending || counting}
      onClick={async () => {
        setSending(true);
        try {
          const expiration = await request();
          if (expiration !== null) {
            const sentAt = Date.now();
            setNow(sentAt);
            setUntil(expiration > sentAt ? expiration : sentAt + SMS_DEFAULT_SECONDS * 1000);
          }
        } finally {
          setSending(false);
        }
      }}
    >
      {counting ? t('resendIn', { seconds }) : t('sendCode')}
    </button>
  );
}
