import { getTranslations } from 'next-intl/server';
import type { RouteRule } from '@/lib/routes/routeTable';
import { BackLink } from './BackLink';
import { LanguageSelector } from './LanguageSelector';
import styles from './AppHeader.module.css';

/** SPEC §2 header: the logo on home paths, elsewhere a back arrow and the translated title. */
export async function AppHeader({ rule, returnTo }: { rule: RouteRule | undefined; returnTo: string }) {
  const t = await getTranslations();
  return (
    <header className={styles.header} data-app-header data-sticky="false">
      {rule?.logo ? (
        <>
          <a href="/m/home" className={styles.logo}>
            <img src="/images/logo.svg" alt={t('titles.home')} width={120} height={32} />
          </a>
          <LanguageSelector returnTo={returnTo} />
        </>
      ) : (
        <>
          <BackLink back={rule?.back ?? 'history'} label={t('shell.back')} />
          <h1 className={styles.title}>{t(`titles.${rule?.title ?? 'notFound'}`)}</h1>
          <span className={styles.balance} aria-hidden="true" />
        </>
      )}
    </header>
  );
}
