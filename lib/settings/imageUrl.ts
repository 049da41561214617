import type { ConsolidatedSettings } from '@/lib/platform/schemas';

export const FALLBACK_IMAGE = '/images/placeholder.svg';

/**
 * An image path from the platform resolved against one of the merchant's image CDNs. The pick is stable per
 * path (SPEC §3 picks at random; a stable pick keeps server HTML cacheable and avoids a second download).
 */
export function imageUrl(settings: Pick<ConsolidatedSettings, 'imageCDNs'> | null, path: string | null | undefined): string {
  if (!path) return FALLBACK_IMAGE;
  if (/^https?:\/\//.test(path)) return path;
  const cdns = settings?.imageCDNs ?? [];
  if (cdns.length === 0) return FALLBACK_IMAGE;
  let hash = 0;
  for (let i = 0; i < path.length; i += 1) hash = (hash * 31 + path.charCodeAt(i)) >>> 0;
  const base = cdns[hash % cdns.length]!.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
