import { getLocale, getTranslations } from 'next-intl/server';
import { bidiIsolate } from '@/lib/i18n/bidi';
import { currentViewer } from '@/lib/request/context';
import { ClientMessages } from '@/components/ClientMessages';
import { LanguageForm } from '@/components/shell/LanguageForm';
import { SettingsSignOut } from './SettingsSignOut';
import styles from './Settings.module.css';

/**
 * SPEC §2 settings (/m/set): the shell draws the header with its back button and the proxy sends signed-out
 * visitors to /m/home; the screen holds the 'change password' row, the language choice and the sign-out button.
 */
export async function SettingsScreen() {
  const [t, tShell, viewer] = await Promise.all([getTranslations('settings'), getTranslations('shell'), currentViewer()]);
  return (
    <main className={styles.screen}>
      {viewer.userName && <p className={styles.account}>{t('signedInAs', { name: bidiIsolate(await getLocale())(viewer.userName) })}</p>}
      <nav aria-label={t('rows')}>
        <ul className={styles.rows}>
          <li>
            <a href="/m/changePsw" className={styles.row}>
              <span>{t('changePassword')}</span>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" data-directional>
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="settings-language">
        <h2 id="settings-language" className={styles.sectionTitle}>
          {tShell('language')}
        </h2>
        <LanguageForm returnTo="/m/set" />
      </section>
      <ClientMessages namespaces={['settings']}>
        <SettingsSignOut />
      </ClientMessages>
    </main>
  );
}
