import { getTranslations } from 'next-intl/server';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import styles from '@/app/statusScreen.module.css';

export const generateMetadata = routeMetadata;

/**
 * SPEC §2 /m/maintenance opened by its address: the maintenance notice in the app's frame, with what the player
 * can do about it. While the platform really is in maintenance the proxy answers this path (and every other)
 * with its own page, which says the same.
 */
export default async function MaintenancePage() {
  const [t, tTitles, tHome] = await Promise.all([getTranslations('status'), getTranslations('titles'), getTranslations('home')]);
  return (
    <main className={styles.screen} data-screen="/m/maintenance" data-status-page="maintenance">
      <img className={styles.logo} src="/images/logo.svg" alt={tTitles('home')} width={160} height={43} />
      <h2>{t('maintenanceTitle')}</h2>
      <p>{t('maintenanceBody')}</p>
      <a className={styles.action} href="/m/service">
        {tHome('customerService')}
      </a>
      <a className={styles.secondary} href="/m/home">
        {t('retry')}
      </a>
    </main>
  );
}
