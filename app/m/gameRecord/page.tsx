import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportScreen } from '@/components/reports/ReportScreen';
import { readReportQuery } from '@/lib/reports/reportQuery';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('gameRecord') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/gameRecord, betting record (flag TRANSBETREPMEM3) (members only: the proxy sends visitors to /m/login). */
export default async function BettingRecordPage({ searchParams }: Props) {
  return <ReportScreen kind="bets" query={readReportQuery('bets', await searchParams)} />;
}
