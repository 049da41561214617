import { LaterPicture } from '@/components/LaterPicture';
import { fallbackProps } from '@/features/games/logic/tileDom';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * When a picture is asked for: `largest`, the screen's largest paint (the first tile of a list that opens the screen),
 * first of all; `firstView`, the rest of what a phone shows at once, at the browser's own priority; `later`, when it
 * comes near the screen (LaterPicture).
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
  const src = sources[0] ?? FALLBACK_IMAGE;
  if (priority === 'later') return <LaterPicture src={src} alt="" width={width} height={height} {...fallbackProps(sources)} />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="eager"
      fetchPriority={priority === 'largest' ? 'high' : undefined}
      decoding="async"
      {...fallbackProps(sources)}
    />
  );
}
