import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/member/rebateReport, rebate history (row 91, flag PLYRBT) in the money report frame
 * (members only: the proxy sends visitors to /m/login, and shows FEATURE_OFF while the flag is off).
 */
export default async function RebateReportPage({ searchParams }: Props) {
  return <ReportScreen kind="rebate" query={readReportQuery('rebate', await searchParams)} />;
}
