import { ForgetScreen } from '@/features/accounts/components/ForgetScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function ForgetPage() {
  return <ForgetScreen />;
}
