import { getLocale, getTranslations } from 'next-intl/server';
import { languageName } from '@/lib/i18n/languages';
import { LanguageForm } from './LanguageForm';
import styles from './LanguageSelector.module.css';

/**
 * SPEC §2 language selector: a dropdown of the supported languages with a flag each (LanguageForm), in every
 * header, so a player switches where they are.
 */
export async function LanguageSelector({ returnTo }: { returnTo: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations()]);
  return (
    <details className={styles.selector}>
      {/* The visible code leads the name, so a voice command saying what is seen finds the control. */}
      <summary>
        <img src={`/images/flags/${locale}.svg`} alt="" width={24} height={16} />
        <span>{locale.toUpperCase()}</span>
        <span className="visually-hidden">{`${t('shell.language')}: ${languageName(locale)}`}</span>
      </summary>
      <LanguageForm returnTo={returnTo} className={styles.menu} />
    </details>
  );
}
