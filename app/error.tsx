'use client';

import { useTranslations } from 'next-intl';
import styles from './statusScreen.module.css';

/** Whatever fails while rendering, the visitor sees a way forward instead of a blank screen. */
export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <main className={styles.screen} role="alert">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <button type="button" className={styles.action} onClick={reset}>
        {t('retry')}
      </button>
      <a href="/m/home">{t('home')}</a>
    </main>
  );
}
