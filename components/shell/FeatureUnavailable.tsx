import { getTranslations } from 'next-intl/server';
import styles from './Screen.module.css';

/**
 * A member service whose switch is off, or that this member may not use, says so with `message`
 * (translated by the caller) and leads back to the member centre; never an error page.
 */
export async function FeatureUnavailable({ screen, message }: { screen: string; message: string }) {
  const t = await getTranslations('shell');
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
