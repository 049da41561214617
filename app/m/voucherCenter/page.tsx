import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepositScreen } from '@/components/wallet/DepositScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('voucherCenter') };
}

export default function VoucherCenterPage() {
  return <DepositScreen />;
}
