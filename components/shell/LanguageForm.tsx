import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import { languageName } from '@/lib/i18n/languages';
import { merchantLanguages } from '@/lib/i18n/requestLanguage';
import styles from './LanguageForm.module.css';

/**
 * SPEC §2 language selector's choice: a button per language the merchant offers (SPEC §3 client config) with its
 * flag, posting to /api/locale.
 * A real form, so it works before any script; the server sets the cookie and renders `returnTo` again in the
 * new language. The header's dropdown holds it, and so do the screens a player looks in for it (settings, the
 * side menu).
 */
export async function LanguageForm({ returnTo, className = styles.list }: { returnTo: string; className?: string }) {
  return (
    <form method="post" action="/api/locale" className={className}>
      <input type="hidden" name="returnTo" value={returnTo} />
      {await languageButtons()}
    </form>
  );
}

/**
 * The buttons, drawn once per request: home holds the form twice (header and side menu), and the page's hydration
 * data carries one element list only once, the second time as a reference to the first (5 KB less on home).
 */
const languageButtons = cache(async () => {
  const [locale, { languages }] = await Promise.all([getLocale(), merchantLanguages()]);
  return languages.map((option) => (
    <button key={option} type="submit" name="locale" value={option} lang={option} aria-pressed={option === locale}>
      {/* Lazy: the dropdown is closed on arrival, so its flags are not part of the first view (and not preloaded). */}
      <img src={`/images/flags/${option}.svg`} alt="" width={24} height={16} loading="lazy" decoding="async" />
      {languageName(option)}
    </button>
  ));
});
