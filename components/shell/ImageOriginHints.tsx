'use client';

import { preconnect, prefetchDNS } from 'react-dom';

/**
 * Asks the browser to open the connection to each image CDN while it still reads the head (`<link
 * rel=preconnect>`, with dns-prefetch for browsers without it): the home banner, the page's largest paint, comes
 * from that other origin. Called while the server renders this client component, React writes the hints at the
 * top of the head, before the image preloads; the same calls from a server component reach no HTML.
 */
export function ImageOriginHints({ origins }: { origins: readonly string[] }) {
  for (const origin of origins) {
    preconnect(origin);
    prefetchDNS(origin);
  }
  return null;
}
