import { NoticeScreen } from '@/features/notice/components/NoticeScreen';
import { AGENT_TAB } from '@/features/notice/logic/noticeTabs';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/member/notice?types=A: the agent announcements (the route table keeps it to agents; the proxy
 * sends other member types to /m/home).
 */
export default async function AgentNoticePage({ searchParams }: Props) {
  const query = await searchParams;
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  return <NoticeScreen tab={AGENT_TAB} tabs={[AGENT_TAB]} openId={id ?? null} agent />;
}
