import { ManualRebateScreen } from '@/features/rebate/components/ManualRebateScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/member/manualRebate (members only: the proxy sends visitors to /m/login). */
export default function ManualRebatePage() {
  return <ManualRebateScreen />;
}
