import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TrialReject } from '@/components/accounts/TrialReject';
import { routeRule } from '@/lib/routes/routeTable';
import { currentViewer } from '@/lib/session/currentSession';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string[] }> };

/** SPEC §6: functions a trial or free-play account may not use; it sees free_reject there. */
const ACTUAL_ACCOUNT_ONLY = new Set(['/m/withdraw']);

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
  if (ACTUAL_ACCOUNT_ONLY.has(rule.page) && (await currentViewer()).trial) {
    return (
      <main data-screen={rule.page}>
        <TrialReject />
      </main>
    );
  }
  return (
    <main className={styles.pending} data-screen={rule.page}>
      <h2 className="visually-hidden">{t(`titles.${rule.title}`)}</h2>
      <p>{t('shell.screenPending')}</p>
    </main>
  );
}
