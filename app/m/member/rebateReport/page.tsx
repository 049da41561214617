import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { ReportScreen } from '@/components/reports/ReportScreen';
import { readReportQuery } from '@/lib/reports/reportQuery';
import { loadSettings } from '@/lib/settings/settings';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('rebateReport') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/member/rebateReport, rebate history (row 91, flag PLYRBT) in the money report frame
 * (members only: the proxy sends visitors to /m/login).
 */
export default async function RebateReportPage({ searchParams }: Props) {
  const snapshot = await loadSettings();
  if (!whitelabelFlag(snapshot?.settings ?? null, 'PLYRBT')) {
    return <FeatureUnavailable screen="/m/member/rebateReport" message={(await getTranslations('rebate'))('unavailable')} />;
  }
  return <ReportScreen kind="rebate" query={readReportQuery('rebate', await searchParams)} />;
}
