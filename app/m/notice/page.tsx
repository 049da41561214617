import { NoticeScreen } from '@/features/notice/components/NoticeScreen';
import { PLAYER_TABS, playerTab } from '@/features/notice/logic/noticeTabs';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/notice: the player announcements by type (?types=PL|PR|PU), one opened by ?id=. */
export default async function NoticePage({ searchParams }: Props) {
  const query = await searchParams;
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  return <NoticeScreen tab={playerTab(query.types)} tabs={PLAYER_TABS} openId={id ?? null} />;
}
