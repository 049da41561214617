import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RewardCenterScreen } from '@/components/promo/RewardCenterScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('rewardCenter') };
}

/** SPEC §2 /m/rewardCenter (members only: the proxy sends visitors to /m/login). */
export default function RewardCenterPage() {
  return <RewardCenterScreen />;
}
