import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/request/context';
import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import { AGENT_EXCLUDED_TYPES } from '@/lib/routes/routeTable';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/transaction/record, transaction record (flag TRANSREC3). `?types=A` is the agent's record:
 * SPEC §6 member types that are not agents get the member's own record instead.
 */
export default async function TransactionRecordPage({ searchParams }: Props) {
  const [query, viewer] = await Promise.all([searchParams.then((params) => readReportQuery('transactions', params)), currentViewer()]);
  if (query.agentRecord && (viewer.type === null || (AGENT_EXCLUDED_TYPES as readonly number[]).includes(viewer.type))) {
    redirect('/m/transaction/record');
  }
  return <ReportScreen kind="transactions" query={query} />;
}
