import { LaunchGameScreen, type Query } from '@/features/games/components/LaunchGameScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §4 game start (/m/launchGame). */
export default async function LaunchGamePage({ searchParams }: { searchParams: Promise<Query> }) {
  return <LaunchGameScreen query={await searchParams} />;
}
