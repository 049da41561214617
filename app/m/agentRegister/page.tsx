import { OpenAccountScreen } from '@/features/team/components/OpenAccountScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** /m/agentRegister (agents only: the route table sends members and visitors away). */
export default function AgentRegisterPage() {
  return <OpenAccountScreen />;
}
