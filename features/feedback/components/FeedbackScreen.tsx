import { getTranslations } from 'next-intl/server';
import { currentSettings } from '@/lib/request/context';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { FeedbackForm } from './FeedbackForm';
import styles from '@/features/myAccount/components/Account.module.css';

const CLIENT_NAMESPACES = ['feedback', 'validation', 'forms', 'codes'] as const;

/** Feedback (/m/feedback, SPEC §5, FEEDBACK3): the form, or unavailable while the flag is off. */
export async function FeedbackScreen() {
  const [t, snapshot] = await Promise.all([getTranslations('feedback'), currentSettings()]);
  if (!whitelabelFlag(snapshot?.settings ?? null, 'FEEDBACK3')) {
    return <FeatureUnavailable screen="/m/feedback" message={t('unavailable')} />;
  }
  return (
    <main className={styles.screen} data-screen="/m/feedback">
      <p>{t('intro')}</p>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <FeedbackForm />
      </ClientMessages>
    </main>
  );
}
