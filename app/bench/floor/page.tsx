import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { config } from '@/lib/config';

/**
 * The framework floor of `npm run bench`: an all but empty page of this build, rendered per request under the
 * root layout, that every measured route is compared with. It paints one heading, since a page that paints
 * nothing gives Lighthouse no first paint to time. Served only when BENCH_FLOOR is on.
 */
export default async function BenchFloorPage() {
  await connection();
  if (!config().BENCH_FLOOR) notFound();
  const t = await getTranslations('meta');
  return (
    <main>
      <h1>{t('title')}</h1>
    </main>
  );
}
