import { getTranslations } from 'next-intl/server';
import styles from './statusScreen.module.css';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className={styles.screen}>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <a className={styles.action} href="/m/home">
        {t('home')}
      </a>
    </main>
  );
}
