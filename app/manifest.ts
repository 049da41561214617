import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { THEME_COLOR } from '@/features/download/logic/webApp';

/**
 * The installable web app (served at /manifest.webmanifest): standalone display, started on /m/home; an app
 * running from it is what SPEC §2 calls an "installed web app" (display-mode standalone). Icons come from
 * scripts/generate-icons.mjs.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [t, tMeta] = await Promise.all([getTranslations('download'), getTranslations('meta')]);
  return {
    id: '/m/home',
    name: t('installName'),
    short_name: t('appName'),
    description: tMeta('description'),
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
