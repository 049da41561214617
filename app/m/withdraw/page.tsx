import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('withdraw') };
}

/** SPEC §2 /m/withdraw (members only: the proxy sends visitors to /m/login). */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
