import { AgentRebateScreen } from '@/features/agentRebate/components/AgentRebateScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/member/agent/agentRebeat (agents only: the route table sends others away on the server). */
export default async function AgentRebatePage({ searchParams }: Props) {
  const { userName } = await searchParams;
  return <AgentRebateScreen userName={typeof userName === 'string' && userName ? userName : undefined} />;
}
