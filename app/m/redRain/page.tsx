import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RedRainScreen } from '@/components/redRain/RedRainScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('redRain') };
}

/** SPEC §2 /m/redRain (agents only: the route table sends members, trial accounts and visitors away). */
export default function RedRainPage() {
  return <RedRainScreen />;
}
