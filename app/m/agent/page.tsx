import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentHomeScreen } from '@/components/agent/AgentHomeScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentHome') };
}

/** SPEC §2: /m/agent is the agent home too. */
export default function AgentPage() {
  return <AgentHomeScreen path="/m/agent" />;
}
