import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticeScreen } from '@/components/notice/NoticeScreen';
import { AGENT_TAB } from '@/lib/notice/noticeTabs';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentNotice') };
}

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
