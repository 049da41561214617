import { getTranslations } from 'next-intl/server';
import { currentSettings } from '@/lib/request/context';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/member/rebateReport, rebate history (row 91, flag PLYRBT) in the money report frame
 * (members only: the proxy sends visitors to /m/login).
 */
export default async function RebateReportPage({ searchParams }: Props) {
  const snapshot = await currentSettings();
  if (!whitelabelFlag(snapshot?.settings ?? null, 'PLYRBT')) {
    return <FeatureUnavailable screen="/m/member/rebateReport" message={(await getTranslations('rebate'))('unavailable')} />;
  }
  return <ReportScreen kind="rebate" query={readReportQuery('rebate', await searchParams)} />;
}
