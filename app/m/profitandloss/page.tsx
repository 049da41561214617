import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/profitandloss, profit and loss per merchant day (flag PERSREP) (members only: the proxy sends visitors to /m/login). */
export default async function ProfitAndLossPage({ searchParams }: Props) {
  return <ReportScreen kind="pnl" query={readReportQuery('pnl', await searchParams)} />;
}
