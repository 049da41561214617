import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { imageUrl } from '@/lib/settings/imageUrl';

/**
 * A platform image the app serves resized for a phone from its own origin (`/img/<width>/<path>`,
 * app/img/[width]/[...path]/route.ts): the contract's image CDNs offer one size only (a 750 px banner on a
 * 390 px screen), and the app's origin is already connected when the page arrives, where a CDN's first image
 * pays for a new connection.
 */

/** Widths offered for a banner (750 px wide at the CDN) and for an icon shown at most 48 px wide. */
export const BANNER_WIDTHS = [384, 480, 640, 750] as const;
export const ICON_WIDTHS = [64, 96, 128] as const;

/**
 * The widths the route serves: those the app's pictures are offered at, and no other, so what it keeps is bounded
 * by the CDN's catalogue.
 */
export const RESIZE_WIDTHS = [...ICON_WIDTHS, ...BANNER_WIDTHS] as const;
export type ResizeWidth = (typeof RESIZE_WIDTHS)[number];

export const RESIZED_IMAGE_PREFIX = '/img';

/** A CDN-relative raster path: plain segments (no `..`, no empty ones), ending in .jpg, .jpeg, .png or .webp. */
const RESIZABLE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:jpe?g|png|webp)$/i;

/** The path without its leading slashes when the route may resize it, else null (absolute URLs, SVG, odd names). */
export function resizablePath(path: string | null | undefined): string | null {
  if (!path) return null;
  const relative = path.replace(/^\/+/, '');
  return RESIZABLE_PATH.test(relative) && !relative.split('/').includes('..') ? relative : null;
}

export function isResizeWidth(width: number): width is ResizeWidth {
  return (RESIZE_WIDTHS as readonly number[]).includes(width);
}

/**
 * One address of a platform image `width` pixels wide, for an icon whose box is fixed (a list row's icon at
 * 2 device pixels per CSS pixel); the plain CDN address (imageUrl) when the route does not resize it.
 */
export function resizedImageUrl(
  settings: Pick<ConsolidatedSettings, 'imageCDNs'> | null,
  path: string | null | undefined,
  width: ResizeWidth,
): string {
  const relative = resizablePath(path);
  return relative && settings?.imageCDNs?.length ? `${RESIZED_IMAGE_PREFIX}/${width}/${relative}` : imageUrl(settings, path);
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a platform image shown `sizes` wide, offered at `widths`: the browser picks
 * the one its screen needs. Without an image CDN, or for a path the route does not resize, the plain CDN address
 * (imageUrl).
 */
export function responsiveImage(
  settings: Pick<ConsolidatedSettings, 'imageCDNs'> | null,
  path: string | null | undefined,
  sizes: string,
  widths: readonly ResizeWidth[] = BANNER_WIDTHS,
): ResponsiveImage {
  const relative = resizablePath(path);
  if (!relative || !settings?.imageCDNs?.length || widths.length === 0) return { src: imageUrl(settings, path) };
  const at = (width: ResizeWidth) => `${RESIZED_IMAGE_PREFIX}/${width}/${relative}`;
  return {
    src: at(widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes,
  };
}
