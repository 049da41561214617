import type { ImgHTMLAttributes } from 'react';

/**
 * A picture below the first screen carries its address here instead of `src` (and its widths instead of `srcset`);
 * a client island sets them when the picture is about to be seen: a list when it comes near the screen
 * (useLaterPictures), a carousel just before its slide turns (Carousel). Chromium's own lazy loading asks for every
 * picture within 2,500 px on a slow network while the page's scripts download, which held a 3G player's load event
 * back by 390 KB of game pictures.
 */
export const LATER_SOURCE = 'data-later-src';
const LATER_SOURCE_SET = 'data-later-srcset';

/** The picture, asked for when a script says so; without scripts, from its <noscript> copy (app/globals.css). */
export function LaterPicture({ src, srcSet, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const later: Record<string, string> = { [LATER_SOURCE]: src, ...(srcSet ? { [LATER_SOURCE_SET]: srcSet } : {}) };
  return (
    <>
      <img {...rest} alt={alt} loading="lazy" fetchPriority="low" decoding="async" {...later} />
      <noscript>
        <img {...rest} src={src} srcSet={srcSet} alt={alt} loading="lazy" fetchPriority="low" decoding="async" />
      </noscript>
    </>
  );
}

/** Asks for a LaterPicture's picture now (nothing for one already asked for). */
export function showLaterPicture(image: HTMLImageElement) {
  const src = image.getAttribute(LATER_SOURCE);
  if (!src) return;
  const srcSet = image.getAttribute(LATER_SOURCE_SET);
  image.removeAttribute(LATER_SOURCE);
  image.removeAttribute(LATER_SOURCE_SET);
  // The widths first: an address set before them would start a download of the widest picture.
  if (srcSet) image.srcset = srcSet;
  image.src = src;
}

/** Every picture inside `root` still waiting for its address. */
export function laterPicturesIn(root: ParentNode): HTMLImageElement[] {
  return [...root.querySelectorAll<HTMLImageElement>(`img[${LATER_SOURCE}]`)];
}
