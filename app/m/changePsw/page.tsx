import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordScreen } from '@/components/accounts/ChangePasswordScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('changePsw') };
}

export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
