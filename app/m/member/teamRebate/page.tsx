import { TeamReportScreen } from '@/features/reports/components/TeamReportScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/member/teamRebate (AGEREBINC3): the agent's rebate income (row 97). */
export default async function TeamRebatePage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamRebate" searchParams={await searchParams} />;
}
