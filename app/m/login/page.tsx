import { LoginScreen } from '@/features/accounts/components/LoginScreen';

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LoginScreen scope="member" searchParams={await searchParams} />;
}
