import { LeaderBoardScreen, leaderboardPeriod } from '@/features/promo/components/LeaderBoardScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/leaderBoard (visitors allowed). */
export default async function LeaderBoardPage({ searchParams }: Props) {
  const { period } = await searchParams;
  return <LeaderBoardScreen period={leaderboardPeriod(Array.isArray(period) ? period[0] : period)} />;
}
