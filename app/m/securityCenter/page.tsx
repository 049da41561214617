import { SecurityCenterScreen } from '@/features/securityCenter/components/SecurityCenterScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/securityCenter (members only: the proxy sends visitors to /m/login). */
export default function SecurityCenterPage() {
  return <SecurityCenterScreen />;
}
