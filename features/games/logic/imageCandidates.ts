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
