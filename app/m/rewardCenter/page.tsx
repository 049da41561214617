import { RewardCenterScreen } from '@/features/promo/components/RewardCenterScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/rewardCenter (members only: the proxy sends visitors to /m/login). */
export default function RewardCenterPage() {
  return <RewardCenterScreen />;
}
