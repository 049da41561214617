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
}: {
  sources: readonly string[];
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    <img
      src={sources[0] ?? FALLBACK_IMAGE}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...fallbackProps(sources)}
    />
  );
}
