import { fallbackProps } from '@/features/games/logic/tileDom';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * A game or vendor picture with fixed dimensions: the first address, and the others listed for the list's client
 * island (useTileImages), which tries them when a CDN cannot deliver, then the placeholder.
 */
export function TilePicture({
  sources,
  width,
  height,
  eager = false,
  first = false,
}: {
  sources: readonly string[];
  width: number;
  height: number;
  eager?: boolean;
  /** The screen's largest paint (the first tile of a list that opens the screen): asked for first. */
  first?: boolean;
}) {
  return (
    <img
      src={sources[0] ?? FALLBACK_IMAGE}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // A lazy tile in the first view (the home's first row of games) must not take bandwidth from the banner, the
      // page's largest paint: Chromium raises an in-view image to high priority unless the page says otherwise.
      fetchPriority={first ? 'high' : eager ? undefined : 'low'}
      decoding="async"
      {...fallbackProps(sources)}
    />
  );
}
