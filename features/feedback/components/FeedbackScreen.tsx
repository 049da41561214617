import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { FeedbackForm } from './FeedbackForm';
import styles from '@/features/myAccount/components/Account.module.css';

const CLIENT_NAMESPACES = ['feedback', 'validation', 'forms', 'codes'] as const;

/** Feedback (/m/feedback, SPEC §5, FEEDBACK3; the proxy shows FEATURE_OFF while the flag is off): the form. */
export async function FeedbackScreen() {
  const t = await getTranslations('feedback');
  return (
    <main className={styles.screen} data-screen="/m/feedback">
      <p>{t('intro')}</p>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <FeedbackForm />
      </ClientMessages>
    </main>
  );
}
