import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SecurityCenterScreen } from '@/components/securityCenter/SecurityCenterScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('securityCenter') };
}

/** SPEC §2 /m/securityCenter (members only: the proxy sends visitors to /m/login). */
export default function SecurityCenterPage() {
  return <SecurityCenterScreen />;
}
