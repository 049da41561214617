import { DepositScreen } from '@/features/wallet/components/DepositScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function VoucherCenterPage() {
  return <DepositScreen />;
}
