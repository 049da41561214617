import { SettingsScreen } from '@/features/accounts/components/SettingsScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function SettingsPage() {
  return <SettingsScreen />;
}
