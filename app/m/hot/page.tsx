import { redirect } from 'next/navigation';
import { HotScreen, hotTabFor } from '@/features/games/components/HotScreen';
import type { Query } from '@/features/games/logic/gameListQuery';
import { FAV_TAB, hotTabHref } from '@/features/games/logic/hotTabs';
import { currentViewer } from '@/lib/request/context';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import { loginPathFor } from '@/lib/routes/returnPath';

export const generateMetadata = routeMetadata;

/** /m/hot (SPEC §2 hot games): FAV, HOT and the vendors; FAV without a session goes to /m/login. */
export default async function HotPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [{ tabs, tab }, viewer] = await Promise.all([hotTabFor(query), currentViewer()]);
  if (tab === FAV_TAB && !viewer.loggedIn) redirect(loginPathFor(hotTabHref(FAV_TAB)));
  const page = Number.parseInt(typeof query.page === 'string' ? query.page : '1', 10);
  return <HotScreen tabs={tabs} tab={tab} pageNo={Number.isFinite(page) && page >= 1 ? Math.min(page, 1000) : 1} />;
}
