import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeamReportScreen } from '@/components/teamReports/TeamReportScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('teamRebate') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/member/teamRebate (AGEREBINC3): the agent's rebate income (row 97). */
export default async function TeamRebatePage({ searchParams }: Props) {
  return <TeamReportScreen kind="teamRebate" searchParams={await searchParams} />;
}
