import 'server-only';
import { preconnect, prefetchDNS } from 'react-dom';
import { config } from '@/lib/config';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { contentSourcesOf } from '@/lib/security/contentSources';

/**
 * Asks the browser to open the connection to each image CDN of the settings while it still reads the HTML
 * (`<link rel=preconnect>`, with dns-prefetch for browsers without it): the home banner, the page's largest
 * paint, comes from that other origin, and its DNS, TCP and TLS would otherwise start only when the image tag is
 * parsed. The origins are those the page's CSP allows for images; none without settings.
 */
export function hintImageOrigins(settings: ConsolidatedSettings | null): void {
  for (const origin of contentSourcesOf(settings, config().MERCHANT_CODE).image) {
    preconnect(origin);
    prefetchDNS(origin);
  }
}
