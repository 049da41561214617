import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { AccountLogo } from '@/features/accounts/components/AccountLogo';
import screen from '@/features/accounts/components/AccountScreen.module.css';
import { SocialCallback } from '@/features/accounts/components/SocialCallback';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('social');
  return { title: t('title') };
}

/** Where the identity provider sends the browser back, the ID token in the fragment (social login). */
export default async function SocialCallbackPage() {
  const t = await getTranslations('social');
  return (
    <main className={screen.screen}>
      <AccountLogo className={screen.logo} />
      <h1 className={screen.title}>{t('title')}</h1>
      <ClientMessages namespaces={['social']}>
        <SocialCallback />
      </ClientMessages>
    </main>
  );
}
