import { RedRainScreen } from '@/features/redRain/components/RedRainScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 /m/redRain (agents only: the route table sends members, trial accounts and visitors away). */
export default function RedRainPage() {
  return <RedRainScreen />;
}
