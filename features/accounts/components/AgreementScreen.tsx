import { getTranslations } from 'next-intl/server';
import { userAgreement } from '@/lib/platform/calls';
import { orFallback } from '@/lib/platform/orFallback';
import type { Agreement } from '@/lib/platform/schemas';
import { askPlatform } from '@/lib/request/context';
import shared from '@/components/shell/Screen.module.css';
import styles from './Agreement.module.css';

const SCREEN = 'useragreement';

/**
 * The merchant's user agreement in the player's language (row 103 answers per `Language`). The register form opens
 * it in a tab of its own, so the form keeps what was typed; this page offers its way to registration for a visitor
 * who arrived here some other way.
 */
export async function AgreementScreen() {
  const t = await getTranslations('agreement');
  const agreement: Agreement | null = await askPlatform(userAgreement, {}).catch(orFallback(null));

  return (
    <main className={shared.screen} data-screen={SCREEN}>
      {agreement ? (
        <article className={styles.agreement} aria-labelledby="agreement-title">
          <h2 id="agreement-title" className={styles.title}>
            {agreement.title}
          </h2>
          {agreement.version && <p className={styles.version}>{t('version', { version: agreement.version })}</p>}
          {agreement.content.map((section, index) => (
            <section key={index} className={styles.section}>
              {section.heading && <h3>{section.heading}</h3>}
              <p>{section.text}</p>
            </section>
          ))}
        </article>
      ) : (
        <p className={shared.state} role="alert">
          {t('unavailable')}
        </p>
      )}
      <a href="/m/register" className={shared.link}>
        {t('toRegister')}
      </a>
    </main>
  );
}
