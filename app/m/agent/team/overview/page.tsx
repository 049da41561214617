import { TeamOverviewScreen } from '@/features/team/components/TeamOverviewScreen';
import { searchParam } from '@/features/team/logic/searchParam';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** /m/agent/team/overview (agents only: the route table sends members and visitors away). */
export default async function TeamOverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return <TeamOverviewScreen query={{ preset: searchParam(query.preset), startDate: searchParam(query.startDate), endDate: searchParam(query.endDate) }} />;
}
