import { resizedImageUrl, type ResizeWidth } from '@/lib/images/resizedImage';
import { FALLBACK_IMAGE, imageUrl } from '@/lib/settings/imageUrl';

/**
 * The addresses to try for a platform image, in order: the CDN imageUrl picks for it, then the merchant's other
 * image CDNs (SPEC §3: a CDN pick with a fallback). The placeholder comes after all of them. With `width`, the
 * app's resized copy (`/img/<width>/…`, from the same CDN pick) comes first, for a box drawn much smaller than the
 * CDN's picture; if the resizer cannot deliver, the CDNs are still tried.
 */
export function imageCandidates(cdns: readonly string[], path: string | null | undefined, width?: ResizeWidth): string[] {
  const settings = { imageCDNs: [...cdns] };
  const first = imageUrl(settings, path);
  if (first === FALLBACK_IMAGE || !path || /^https?:\/\//.test(path)) return [first];
  const relative = path.replace(/^\/+/, '');
  const others = cdns.map((base) => `${base.replace(/\/+$/, '')}/${relative}`).filter((url) => url !== first);
  const resized = width ? resizedImageUrl(settings, path, width) : first;
  return [...new Set([resized, first, ...others])];
}

// A game tile is at most 128 px wide on a phone, at up to three device pixels per CSS pixel. The CDN's icons are
// smaller than that, so the app's copy at this width is the icon itself.
export const FIRST_VIEW_TILE_WIDTH = 384;

/**
 * A game tile's picture addresses. On the first screen, the app's copy comes first: it arrives over the connection
 * the page came on, where a CDN's first picture waits for a new one, and the screen's largest paint is often a
 * tile. Later tiles go straight to the CDNs, so the resizer keeps only what first screens show.
 */
export function gameTileSources(cdns: readonly string[], path: string | null | undefined, firstView: boolean): string[] {
  return imageCandidates(cdns, path, firstView ? FIRST_VIEW_TILE_WIDTH : undefined);
}
