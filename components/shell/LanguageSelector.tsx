import { getLocale, getTranslations } from 'next-intl/server';
import { locales } from '@/lib/i18n/locales';
import styles from './LanguageSelector.module.css';

/**
 * SPEC §2 language selector: a dropdown of the supported languages with a flag each. A real form, so it works
 * before any script; the server sets the cookie and renders the page again in the new language.
 */
export async function LanguageSelector({ returnTo }: { returnTo: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations()]);
  return (
    <details className={styles.selector}>
      {/* The visible code leads the name, so a voice command saying what is seen finds the control. */}
      <summary>
        <img src={`/images/flags/${locale}.svg`} alt="" width={24} height={16} />
        <span>{locale.toUpperCase()}</span>
        <span className="visually-hidden">{`${t('shell.language')}: ${t(`languages.${locale}`)}`}</span>
      </summary>
      <form method="post" action="/api/locale" className={styles.menu}>
        <input type="hidden" name="returnTo" value={returnTo} />
        {locales.map((option) => (
          <button key={option} type="submit" name="locale" value={option} lang={option} aria-pressed={option === locale}>
            {/* Lazy: the list is closed on arrival, so its flags are not part of the first view (and not preloaded). */}
            <img src={`/images/flags/${option}.svg`} alt="" width={24} height={16} loading="lazy" decoding="async" />
            {t(`languages.${option}`)}
          </button>
        ))}
      </form>
    </details>
  );
}
