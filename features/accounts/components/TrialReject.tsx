import { getTranslations } from 'next-intl/server';
import styles from './Trial.module.css';

/**
 * SPEC §6: what a trial or free-play session sees instead of a function only actual accounts may use
 * (free_reject), with the way to an actual account.
 */
export async function TrialReject() {
  const [codes, t] = await Promise.all([getTranslations('codes'), getTranslations('trial')]);
  return (
    <section className={styles.reject} data-free-reject>
      <p role="alert">{codes('free_reject')}</p>
      <a href="/m/login" className={styles.action}>
        {t('login')}
      </a>
    </section>
  );
}
