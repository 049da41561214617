import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LotteryScreen } from '@/components/lottery/LotteryScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('lottery') };
}

/** /m/moreLottery (SPEC §2 lottery list): HOT, FAV and the server groups, with live countdowns. */
export default async function LotteryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LotteryScreen path="/m/moreLottery" query={await searchParams} />;
}
