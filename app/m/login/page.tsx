import { LoginScreen } from '@/features/accounts/components/LoginScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LoginScreen scope="member" searchParams={await searchParams} />;
}
