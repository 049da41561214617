import { WithdrawScreen } from '@/features/wallet/components/WithdrawScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/withdraw (members only: the proxy sends visitors to /m/login). */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
