import { UplineTransferScreen } from '@/features/upline/components/UplineTransferScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/upLine/transfer (members only: the proxy sends visitors to /m/login). */
export default function UplineTransferPage() {
  return <UplineTransferScreen />;
}
