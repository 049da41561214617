'use client';

import { useEffect, useRef, useState } from 'react';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * A game or vendor picture with fixed dimensions. A picture one CDN cannot deliver is asked from the next one,
 * then the placeholder is shown, also when the first address broke before the page's script started.
 */
export function TileImage({
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
  const ref = useRef<HTMLImageElement>(null);
  const [index, setIndex] = useState(0);
  const src = sources[index] ?? FALLBACK_IMAGE;
  const next = () => setIndex((current) => (current < sources.length ? current + 1 : current));

  // Only the address the server drew (the first) can have broken before the script ran.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== FALLBACK_IMAGE) {
      setIndex((current) => (current === 0 ? 1 : current));
    }
  }, []);

  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={next}
    />
  );
}
