import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { PageFadeGuard } from '@/components/shell/PageFadeGuard';
import { InstalledAppMarker } from '@/features/download/components/InstalledAppMarker';
import type { ReactNode } from 'react';
import { localeDirection } from '@/lib/i18n/locales';
import { brandThemeCss } from '@/lib/brand/brand';
import { brandIconUrl } from '@/lib/brand/brandIcons';
import { merchantBrand } from '@/lib/brand/merchantBrand';
import { connection } from 'next/server';
import './globals.css';

/** The brand of this request; never at build time, where a page drawn (the not-found page) would keep no merchant's. */
async function brandNow() {
  await connection();
  return merchantBrand();
}

export async function generateMetadata(): Promise<Metadata> {
  const [t, { brand }] = await Promise.all([getTranslations('meta'), brandNow()]);
  return {
    // "<screen> · <brand>" (a screen's title comes from the route table, lib/routes/routeMetadata.ts).
    title: { template: `%s · ${brand.name}`, default: `${t('title')} · ${brand.name}` },
    description: t('description'),
    icons: { icon: { url: brandIconUrl(brand, 'icon-48.png'), type: 'image/png' }, apple: brandIconUrl(brand, 'apple-touch-icon.png') },
    manifest: '/manifest.webmanifest',
    // An iOS home-screen web clip opens standalone too (navigator.standalone, see InstalledAppMarker).
    appleWebApp: { capable: true, title: brand.shortName, statusBarStyle: 'black' },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const { brand } = await brandNow();
  return { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: brand.colors.background };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, { brand }] = await Promise.all([getLocale(), brandNow()]);
  return (
    // InstalledAppMarker may set data-standalone on <html> before hydration.
    <html lang={locale} dir={localeDirection(locale)} suppressHydrationWarning>
      <head>
        {/* The merchant's colours, checked against a strict pattern (lib/brand/brand.ts) before they are written. */}
        <style data-brand-theme>{brandThemeCss(brand)}</style>
        <PageFadeGuard />
      </head>
      <body>
        <InstalledAppMarker />
        <ClientMessages namespaces={['errorPage', 'toast', 'dialog']}>{children}</ClientMessages>
      </body>
    </html>
  );
}
