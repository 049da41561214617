import { fallbackProps } from '@/features/games/logic/tileDom';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * When a picture is asked for: `largest`, the screen's largest paint (the first tile of a list that opens the screen),
 * first of all; `firstView`, the rest of what a phone shows at once, at the browser's own priority; `later`, lazily,
 * when it comes near the screen.
 */
export type TilePriority = 'largest' | 'firstView' | 'later';

/**
 * A game or vendor picture with fixed dimensions: the first address, and the others listed for the list's client
 * island (useTileImages), which tries them when a CDN cannot deliver, then the placeholder.
 */
export function TilePicture({
  sources,
  width,
  height,
  priority = 'later',
}: {
  sources: readonly string[];
  width: number;
  height: number;
  priority?: TilePriority;
}) {
  return (
    <img
      src={sources[0] ?? FALLBACK_IMAGE}
      alt=""
      width={width}
      height={height}
      loading={priority === 'later' ? 'lazy' : 'eager'}
      // A lazy tile in the first view (the home's first row of games) must not take bandwidth from the banner, the
      // page's largest paint: Chromium raises an in-view image to high priority unless the page says otherwise.
      fetchPriority={priority === 'largest' ? 'high' : priority === 'later' ? 'low' : undefined}
      decoding="async"
      {...fallbackProps(sources)}
    />
  );
}
