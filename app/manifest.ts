import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandIconUrl } from '@/lib/brand/brandIcons';
import { merchantBrand } from '@/lib/brand/merchantBrand';

/**
 * The installable web app (served at /manifest.webmanifest): standalone display, started on /m/home; an app
 * running from it is what SPEC §2 calls an "installed web app" (display-mode standalone). Name, colours and icons
 * are the merchant's brand (lib/brand), read at every request.
 */
export const dynamic = 'force-dynamic';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [tMeta, { brand }] = await Promise.all([getTranslations('meta'), merchantBrand()]);
  return {
    id: '/m/home',
    name: brand.name,
    short_name: brand.shortName,
    description: tMeta('description'),
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brand.colors.background,
    background_color: brand.colors.background,
    icons: [
      { src: brandIconUrl(brand, 'icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: brandIconUrl(brand, 'icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: brandIconUrl(brand, 'maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
