import { getTranslations } from 'next-intl/server';
import styles from './Rebate.module.css';

/**
 * Issue 10: a money service screen whose flag is off, or that the member may not use, says so with `message`
 * (translated by the caller) and leads back to the member centre; never an error page.
 */
export async function FeatureUnavailable({ screen, message }: { screen: string; message: string }) {
  const t = await getTranslations('rebate');
  return (
    <main className={styles.screen} data-screen={screen}>
      <p role="alert" className={styles.state} data-testid="feature-unavailable">
        {message}
      </p>
      <a className={styles.link} href="/m/mine">
        {t('backToMine')}
      </a>
    </main>
  );
}
