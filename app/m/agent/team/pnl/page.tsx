import { TeamReportScreen } from '@/features/reports/components/TeamReportScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/agent/team/pnl (AGETEAMPNL3): the team's profit and loss per member (row 95). */
export default async function TeamPnlPage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamPnl" searchParams={await searchParams} />;
}
