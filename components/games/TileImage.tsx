'use client';

import { useEffect, useRef, useState } from 'react';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

/**
 * A game or vendor picture with fixed dimensions; a picture the CDN cannot deliver shows the placeholder, also
 * when it broke before the page's script started.
 */
export function TileImage({ src, width, height, eager = false }: { src: string; width: number; height: number; eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== FALLBACK_IMAGE) setBroken(true);
  }, []);

  return (
    <img
      ref={ref}
      src={broken ? FALLBACK_IMAGE : src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
