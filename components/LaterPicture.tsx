import type { ImgHTMLAttributes } from 'react';

/**
 * A picture below the first screen carries its address here instead of `src`; the list's client island
 * (useLaterPictures) sets it when the picture comes near the screen. Chromium's own lazy loading asks for every
 * picture within 2,500 px on a slow network while the page's scripts download, which held a 3G player's load event
 * back by 390 KB of game pictures.
 */
export const LATER_SOURCE = 'data-later-src';

/** The picture, asked for near the screen; without scripts, from its <noscript> copy (app/globals.css). */
export function LaterPicture({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const later: Record<string, string> = { [LATER_SOURCE]: src };
  return (
    <>
      <img {...rest} alt={alt} loading="lazy" fetchPriority="low" decoding="async" {...later} />
      <noscript>
        <img {...rest} src={src} alt={alt} loading="lazy" fetchPriority="low" decoding="async" />
      </noscript>
    </>
  );
}
