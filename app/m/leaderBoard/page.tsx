import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeaderBoardScreen, leaderboardPeriod } from '@/components/promo/LeaderBoardScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('leaderBoard') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/leaderBoard (visitors allowed). */
export default async function LeaderBoardPage({ searchParams }: Props) {
  const { period } = await searchParams;
  return <LeaderBoardScreen period={leaderboardPeriod(Array.isArray(period) ? period[0] : period)} />;
}
