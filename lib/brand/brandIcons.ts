import 'server-only';
import { fetchCdnPicture, loadSharp, MAX_SOURCE_PIXELS } from '@/lib/images/imageResizer';
import { imageUrl } from '@/lib/settings/imageUrl';
import { type Brand, brandVersion } from './brand';
import { merchantBrand } from './merchantBrand';

/**
 * The merchant's icons at every size the product uses (header and account screens, download bar, favicon, the web
 * app manifest and the iOS web clip), drawn from its logo mark by sharp, or, without a logo or when the CDN fails,
 * from a letter icon of its name in its colours. Kept per brand version, so a new brand is drawn once.
 */

export const BRAND_ICONS = {
  'icon-48.png': { size: 48, fill: 'none' },
  'icon-64.png': { size: 64, fill: 'none' },
  'icon-96.png': { size: 96, fill: 'none' },
  // The marks pages draw (header, account screens) as WebP at quality 90 with a lossless edge: 1.8 KB where the PNG is
  // 4.5 KB (64 px), on every first view.
  'icon-64.webp': { size: 64, fill: 'none' },
  'icon-96.webp': { size: 96, fill: 'none' },
  'icon-192.png': { size: 192, fill: 'none' },
  'icon-512.png': { size: 512, fill: 'none' },
  // The iOS web clip has no transparency, and a maskable icon keeps its mark inside the 80% safe zone.
  'apple-touch-icon.png': { size: 180, fill: 'opaque' },
  'maskable-512.png': { size: 512, fill: 'maskable' },
} as const;
export type BrandIconName = keyof typeof BRAND_ICONS;

export function isBrandIcon(name: string): name is BrandIconName {
  return Object.hasOwn(BRAND_ICONS, name);
}

/** The picture type of an icon, from its name. */
export function brandIconType(name: BrandIconName): 'image/png' | 'image/webp' {
  return name.endsWith('.webp') ? 'image/webp' : 'image/png';
}

/** The address of one icon of `brand`; its version makes a browser ask again when the brand changes. */
export function brandIconUrl(brand: Brand, name: BrandIconName): string {
  return `/icons/${name}?v=${brandVersion(brand)}`;
}

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The neutral mark: the name's first letter on a tile of the brand's primary colour. */
export function letterIconSvg(brand: Brand, size: number): string {
  const letter = xmlText(Array.from(brand.name)[0]!.toLocaleUpperCase());
  const { primary, onPrimary } = brand.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="22" fill="${primary}"/>` +
    `<text x="50" y="68" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="52" fill="${onPrimary}">${letter}</text></svg>`;
}

/**
 * An icon is drawn once per brand and sent to every visitor (the header's mark is on every first view): zlib's
 * strongest level takes the 96 px mark from 15.8 to 9.0 KiB.
 */
const SMALLEST_PNG = { compressionLevel: 9, effort: 10 } as const;

const MARK_WEBP = { quality: 90, alphaQuality: 100, effort: 6 } as const;

const MAX_KEPT = 24;
const kept = new Map<string, Promise<Uint8Array>>();

async function draw(brand: Brand, logo: Buffer | null, name: BrandIconName): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const { size, fill } = BRAND_ICONS[name];
  const background = brand.colors.background;
  const inner = fill === 'maskable' ? Math.round(size * 0.72) : size;
  const mark = logo
    ? sharp(logo, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate()
    : sharp(Buffer.from(letterIconSvg(brand, inner)));
  const fitted = await mark.resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  if (brandIconType(name) === 'image/webp') return new Uint8Array(await sharp(fitted).webp(MARK_WEBP).toBuffer());
  if (fill === 'none') return new Uint8Array(await sharp(fitted).png(SMALLEST_PNG).toBuffer());
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background } });
  const offset = Math.floor((size - inner) / 2);
  return new Uint8Array(await canvas.composite([{ input: fitted, top: offset, left: offset }]).flatten({ background }).png(SMALLEST_PNG).toBuffer());
}

/** One icon of the merchant's brand as picture bytes (brandIconType). */
export async function brandIcon(name: BrandIconName): Promise<Uint8Array> {
  const { brand, settings } = await merchantBrand();
  const key = `${brandVersion(brand)}/${name}`;
  let icon = kept.get(key);
  if (!icon) {
    icon = (async () => {
      const fetched = brand.logo ? await fetchCdnPicture(imageUrl(settings, brand.logo)) : null;
      // A logo the CDN did not give is asked again next time rather than kept as the letter icon.
      if (typeof fetched === 'number') kept.delete(key);
      try {
        return await draw(brand, typeof fetched === 'number' ? null : fetched, name);
      } catch {
        // Not a picture sharp reads: the letter icon rather than a broken one.
        return draw(brand, null, name);
      }
    })();
    kept.set(key, icon);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    icon.catch(() => kept.delete(key));
  }
  return icon;
}
