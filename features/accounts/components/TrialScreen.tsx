import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { TrialButton } from './TrialButton';
import { AccountLogo } from './AccountLogo';
import styles from './Trial.module.css';

/** SPEC §2 free trial (/m/trail): what a trial account is and may not do, and the button that creates one. */
export async function TrialScreen() {
  const t = await getTranslations('trial');
  return (
    <main className={styles.screen}>
      <AccountLogo className={styles.logo} />
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.text}>{t('intro')}</p>
      <p className={styles.text}>{t('limits')}</p>
      <ClientMessages namespaces={['trial', 'forms']}>
        <TrialButton />
      </ClientMessages>
      <div className={styles.links}>
        <a href="/m/login">{t('login')}</a>
        <a href="/m/register">{t('register')}</a>
      </div>
    </main>
  );
}
