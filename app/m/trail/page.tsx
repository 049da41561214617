import { TrialScreen } from '@/components/accounts/TrialScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function TrialPage() {
  return <TrialScreen />;
}
