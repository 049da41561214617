import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BenefitsScreen } from '@/components/account/BenefitsScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('benefits') };
}

/** SPEC §2 /m/member/benefits (members only, by the route table). */
export default function BenefitsPage() {
  return <BenefitsScreen />;
}
