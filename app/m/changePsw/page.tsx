import { ChangePasswordScreen } from '@/features/accounts/components/ChangePasswordScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
