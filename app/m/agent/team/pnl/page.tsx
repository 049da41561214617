import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamReportScreen } from '@/components/teamReports/TeamReportScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('teamPnl') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/agent/team/pnl (AGETEAMPNL3): the team's profit and loss per member (row 95). */
export default async function TeamPnlPage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamPnl" searchParams={await searchParams} />;
}
