import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamReportScreen } from '@/components/teamReports/TeamReportScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('teamBetting') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/teamBetting (TEAMBETTING3): the team's bets (row 96). */
export default async function TeamBettingPage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamBets" searchParams={await searchParams} />;
}
