import { TrialScreen } from '@/features/accounts/components/TrialScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function TrialPage() {
  return <TrialScreen />;
}
