import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgetScreen } from '@/components/accounts/ForgetScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('forget') };
}

export default function ForgetPage() {
  return <ForgetScreen />;
}
