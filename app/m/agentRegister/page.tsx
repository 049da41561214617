import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenAccountScreen } from '@/components/team/OpenAccountScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentRegister') };
}

/** /m/agentRegister (agents only: the route table sends members and visitors away). */
export default function AgentRegisterPage() {
  return <OpenAccountScreen />;
}
