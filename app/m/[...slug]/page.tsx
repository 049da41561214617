import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeRule } from '@/lib/routes/routeTable';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string[] }> };

function ruleOf(slug: string[]) {
  return routeRule(`/m/${slug.join('/')}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const rule = ruleOf((await params).slug);
  const t = await getTranslations('titles');
  return { title: t(rule?.title ?? 'notFound') };
}

/**
 * Screens of the route table whose own page a later issue brings: they already stand in their frame (header,
 * title, back, bottom menu, session guard). Paths outside the table are not found.
 */
export default async function PendingScreen({ params }: Props) {
  const rule = ruleOf((await params).slug);
  if (!rule) notFound();
  const t = await getTranslations();
  return (
    <main className={styles.pending} data-screen={rule.page}>
      <h2 className="visually-hidden">{t(`titles.${rule.title}`)}</h2>
      <p>{t('shell.screenPending')}</p>
    </main>
  );
}
