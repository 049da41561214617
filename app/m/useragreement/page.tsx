import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgreementScreen } from '@/components/accounts/AgreementScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('useragreement') };
}

/** SPEC §2 /m/useragreement: the merchant's user agreement (row 103), linked from the register form. */
export default function UserAgreementPage() {
  return <AgreementScreen />;
}
