import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentHomeScreen } from '@/components/agent/AgentHomeScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('agentHome') };
}

export default function AgentHomePage() {
  return <AgentHomeScreen path="/m/agent/home" />;
}
