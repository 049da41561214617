import { AgentHomeScreen } from '@/features/agentHome/components/AgentHomeScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function AgentHomePage() {
  return <AgentHomeScreen path="/m/agent/home" />;
}
