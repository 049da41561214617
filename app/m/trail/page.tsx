import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrialScreen } from '@/components/accounts/TrialScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('trail') };
}

export default function TrialPage() {
  return <TrialScreen />;
}
