import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UplineTransferScreen } from '@/components/upline/UplineTransferScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('upLineTransfer') };
}

/** SPEC §2 /m/upLine/transfer (members only: the proxy sends visitors to /m/login). */
export default function UplineTransferPage() {
  return <UplineTransferScreen />;
}
