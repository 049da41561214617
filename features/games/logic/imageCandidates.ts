import { FALLBACK_IMAGE, imageUrl } from '@/lib/settings/imageUrl';

/**
 * The addresses to try for a platform image, in order: the CDN imageUrl picks for it, then the merchant's other
 * image CDNs (SPEC §3: a CDN pick with a fallback). The placeholder comes after all of them.
 */
export function imageCandidates(cdns: readonly string[], path: string | null | undefined): string[] {
  const first = imageUrl({ imageCDNs: [...cdns] }, path);
  if (first === FALLBACK_IMAGE || !path || /^https?:\/\//.test(path)) return [first];
  const relative = path.replace(/^\/+/, '');
  const others = cdns.map((base) => `${base.replace(/\/+$/, '')}/${relative}`).filter((url) => url !== first);
  return [first, ...new Set(others)];
}
