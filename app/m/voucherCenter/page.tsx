import { DepositScreen } from '@/components/wallet/DepositScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function VoucherCenterPage() {
  return <DepositScreen />;
}
