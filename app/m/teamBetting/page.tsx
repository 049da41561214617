import { TeamReportScreen } from '@/features/reports/components/TeamReportScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/teamBetting (TEAMBETTING3): the team's bets (row 96). */
export default async function TeamBettingPage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamBets" searchParams={await searchParams} />;
}
