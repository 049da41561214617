import { TeamListScreen } from '@/features/team/components/TeamListScreen';
import { searchParam } from '@/features/team/logic/searchParam';
import { teamListQuery } from '@/features/team/logic/teamListQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** /m/member/team (agents only: the route table sends members and visitors away). */
export default async function TeamPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return <TeamListScreen query={teamListQuery({ parent: searchParam(query.parent), account: searchParam(query.account), page: searchParam(query.page) })} />;
}
