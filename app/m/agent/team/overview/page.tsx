import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamOverviewScreen } from '@/components/team/TeamOverviewScreen';
import { searchParam } from '@/lib/team/searchParam';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('teamOverview') };
}

/** /m/agent/team/overview (agents only: the route table sends members and visitors away). */
export default async function TeamOverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return <TeamOverviewScreen query={{ preset: searchParam(query.preset), startDate: searchParam(query.startDate), endDate: searchParam(query.endDate) }} />;
}
