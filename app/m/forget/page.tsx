import { ForgetScreen } from '@/components/accounts/ForgetScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function ForgetPage() {
  return <ForgetScreen />;
}
