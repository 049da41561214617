import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivityListScreen } from '@/components/promo/ActivityListScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('activity') };
}

/** SPEC §2 /m/activity (top banner; visitors allowed). */
export default function ActivityPage() {
  return <ActivityListScreen />;
}
