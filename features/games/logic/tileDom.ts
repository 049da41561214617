import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * The markup contract between the server-drawn game tiles (GameTile) and the one client island of their list
 * (useGameTiles): the tile names its game, its heart the game's vendor, its picture the addresses still to try.
 */
export const TILE_NODE = 'data-node-id';
export const HEART_VENDOR = 'data-vendor';
export const IMAGE_FALLBACKS = 'data-fallbacks';

/** The attribute value listing the addresses after the first one, or undefined when there are none. */
export function fallbacksAttribute(sources: readonly string[]): string | undefined {
  return sources.length > 1 ? JSON.stringify(sources.slice(1)) : undefined;
}

/** The picture's attributes for its fallbacks: none at all when there is only one address (less to hydrate). */
export function fallbackProps(sources: readonly string[]): Record<string, string> {
  const listed = fallbacksAttribute(sources);
  return listed ? { [IMAGE_FALLBACKS]: listed } : {};
}

function parseFallbacks(attribute: string | null): string[] {
  if (!attribute) return [];
  try {
    const parsed: unknown = JSON.parse(attribute);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Where a picture that could not be delivered goes next: the next CDN's address, then the placeholder; null once
 * the placeholder itself failed.
 */
export function nextImageSource(fallbacks: string | null, current: string | null): { src: string; rest: string[] } | null {
  const [next, ...rest] = parseFallbacks(fallbacks);
  if (next !== undefined) return { src: next, rest };
  return current === FALLBACK_IMAGE ? null : { src: FALLBACK_IMAGE, rest: [] };
}
