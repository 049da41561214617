import { AgentDividendScreen } from '@/features/agentDividend/components/AgentDividendScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/member/agent/agentDivident (route rule 'dividend': the proxy sends other types away on the server). */
export default async function AgentDividendPage({ searchParams }: Props) {
  const { pageNo } = await searchParams;
  const page = typeof pageNo === 'string' && /^\d{1,4}$/.test(pageNo) ? Math.max(1, Number(pageNo)) : 1;
  return <AgentDividendScreen pageNo={page} />;
}
