import { MyAccountScreen } from '@/features/myAccount/components/MyAccountScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/myAccount/index (members only: the route table sends visitors to /m/login). */
export default function MyAccountPage() {
  return <MyAccountScreen />;
}
