import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { config } from '@/lib/config';

/**
 * The framework floor of `npm run bench`: an empty page of this build, rendered per request under the root
 * layout, that every measured route is compared with. Served only when BENCH_FLOOR is on.
 */
export default async function BenchFloorPage() {
  await connection();
  if (!config().BENCH_FLOOR) notFound();
  return <main />;
}
