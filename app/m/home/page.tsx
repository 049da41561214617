import { HomeScreen } from '@/features/home/components/HomeScreen';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 home (/m/home and its aliases). */
export default async function HomePage({ searchParams }: Props) {
  return <HomeScreen lottTab={(await searchParams).lottTab} />;
}
