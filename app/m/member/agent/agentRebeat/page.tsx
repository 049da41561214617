import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentRebateScreen } from '@/components/agentRebate/AgentRebateScreen';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentRebate') };
}

/** SPEC §2 /m/member/agent/agentRebeat (agents only: the route table sends others away on the server). */
export default async function AgentRebatePage({ searchParams }: Props) {
  const { userName } = await searchParams;
  return <AgentRebateScreen userName={typeof userName === 'string' && userName ? userName : undefined} />;
}
