import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
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
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <body>
        {/* Client components get only the messages they use, so the page carries no unused text. */}
        <NextIntlClientProvider messages={{ errorPage: messages.errorPage, toast: messages.toast, dialog: messages.dialog }}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
