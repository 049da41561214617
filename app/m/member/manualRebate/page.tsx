import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManualRebateScreen } from '@/components/rebate/ManualRebateScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('manualRebate') };
}

/** SPEC §2 /m/member/manualRebate (members only: the proxy sends visitors to /m/login). */
export default function ManualRebatePage() {
  return <ManualRebateScreen />;
}
