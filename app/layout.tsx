import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { InstalledAppMarker } from '@/components/download/InstalledAppMarker';
import type { ReactNode } from 'react';
import { localeDirection } from '@/lib/i18n/locales';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('title'), description: t('description'), icons: { icon: '/favicon.svg' } };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0f1b2d',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    // InstalledAppMarker may set data-standalone on <html> before hydration.
    <html lang={locale} dir={localeDirection(locale)} suppressHydrationWarning>
      <body>
        <InstalledAppMarker />
        <ClientMessages namespaces={['errorPage', 'toast', 'dialog']}>{children}</ClientMessages>
      </body>
    </html>
  );
}
