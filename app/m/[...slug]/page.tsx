import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeRule } from '@/lib/routes/routeTable';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string[] }> };

// Every other screen of the route table has its own page now; this one is still being built.
const PENDING_SCREENS = new Set(['/m/useragreement']);

function ruleOf(slug: string[]) {
  const rule = routeRule(`/m/${slug.join('/')}`);
  return rule && PENDING_SCREENS.has(rule.page) ? rule : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const rule = ruleOf((await params).slug);
  const t = await getTranslations('titles');
  return { title: runtimeKeys(t)(rule?.title ?? 'notFound') };
}

/**
 * A screen of the route table whose own page is still to come stands in its frame (header, title, back, bottom
 * menu, session guard). Any other path that reaches here is not found: a route-table path without its own page
 * must never pass for a screen.
 */
export default async function PendingScreen({ params }: Props) {
  const rule = ruleOf((await params).slug);
  if (!rule) notFound();
  const t = await getTranslations();
  return (
    <main className={styles.pending} data-screen={rule.page}>
      <h2 className="visually-hidden">{runtimeKeys(t)(`titles.${rule.title}`)}</h2>
      <p>{t('shell.screenPending')}</p>
    </main>
  );
}
