import { getTranslations } from 'next-intl/server';
import { routeTitle, type RouteRule } from '@/lib/routes/routeTable';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import { BrandMark } from '@/components/brand/BrandMark';
import { BackLink } from './BackLink';
import { LanguageSelector } from './LanguageSelector';
import styles from './AppHeader.module.css';

/**
 * SPEC §2 header: the logo on home paths, elsewhere a back arrow and the translated title; the language selector
 * at its end on every screen it draws (a page the route table does not know keeps the way home only).
 */
export async function AppHeader({ rule, search }: { rule: RouteRule | undefined; search: string }) {
  const t = await getTranslations();
  return (
    <header className={styles.header} data-app-header data-sticky="false">
      {rule?.logo ? (
        <>
          <a href="/m/home" className={styles.logo}>
            <BrandMark size={32} />
          </a>
          <LanguageSelector returnTo={`${rule.path}${search}`} />
        </>
      ) : (
        <>
          <BackLink back={rule?.back ?? 'history'} label={t('shell.back')} />
          <h1 className={styles.title}>{runtimeKeys(t)(`titles.${rule ? routeTitle(rule, search) : 'notFound'}`)}</h1>
          {rule ? <LanguageSelector returnTo={`${rule.path}${search}`} /> : <span className={styles.balance} aria-hidden="true" />}
        </>
      )}
    </header>
  );
}
