import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentDividendScreen } from '@/components/agentDividend/AgentDividendScreen';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentDividend') };
}

/** SPEC §2 /m/member/agent/agentDivident (route rule 'dividend': the proxy sends other types away on the server). */
export default async function AgentDividendPage({ searchParams }: Props) {
  const { pageNo } = await searchParams;
  const page = typeof pageNo === 'string' && /^\d{1,4}$/.test(pageNo) ? Math.max(1, Number(pageNo)) : 1;
  return <AgentDividendScreen pageNo={page} />;
}
