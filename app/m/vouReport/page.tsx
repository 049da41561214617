import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/vouReport, deposit report (flag DEPRECM3) (members only: the proxy sends visitors to /m/login). */
export default async function DepositReportPage({ searchParams }: Props) {
  return <ReportScreen kind="deposit" query={readReportQuery('deposit', await searchParams)} />;
}
