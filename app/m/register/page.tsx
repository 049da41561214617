import { RegisterScreen } from '@/features/accounts/components/RegisterScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** SPEC §2 register screen; /register.html and /m/register.html are rewritten here. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RegisterScreen searchParams={await searchParams} />;
}
