import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyAccountScreen } from '@/components/account/MyAccountScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('myAccount') };
}

/** SPEC §2 /m/myAccount/index (members only: the route table sends visitors to /m/login). */
export default function MyAccountPage() {
  return <MyAccountScreen />;
}
