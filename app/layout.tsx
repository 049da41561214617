import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { InstalledAppMarker } from '@/features/download/components/InstalledAppMarker';
import type { ReactNode } from 'react';
import { localeDirection } from '@/lib/i18n/locales';
import { THEME_COLOR } from '@/features/download/logic/webApp';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [t, tDownload] = await Promise.all([getTranslations('meta'), getTranslations('download')]);
  return {
    title: t('title'),
    description: t('description'),
    icons: { icon: '/favicon.svg', apple: '/icons/icon-192.png' },
    manifest: '/manifest.webmanifest',
    // An iOS home-screen web clip opens standalone too (navigator.standalone, see InstalledAppMarker).
    appleWebApp: { capable: true, title: tDownload('appName'), statusBarStyle: 'black' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: THEME_COLOR,
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
