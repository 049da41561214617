import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsScreen } from '@/components/accounts/SettingsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('set') };
}

export default function SettingsPage() {
  return <SettingsScreen />;
}
