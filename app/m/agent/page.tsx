import { AgentHomeScreen } from '@/features/agentHome/components/AgentHomeScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2: /m/agent is the agent home too. */
export default function AgentPage() {
  return <AgentHomeScreen path="/m/agent" />;
}
