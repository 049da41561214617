import { LotteryScreen } from '@/features/lottery/components/LotteryScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** /m/startLottery (SPEC §2 lottery list): HOT, FAV and the server groups, with live countdowns. */
export default async function LotteryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LotteryScreen path="/m/startLottery" query={await searchParams} />;
}
