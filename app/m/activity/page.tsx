import { ActivityListScreen } from '@/features/promo/components/ActivityListScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/activity (top banner; visitors allowed). */
export default function ActivityPage() {
  return <ActivityListScreen />;
}
