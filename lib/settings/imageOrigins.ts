import 'server-only';
import { preconnect, prefetchDNS } from 'react-dom';
import { config } from '@/lib/config';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { contentSourcesOf } from '@/lib/security/contentSources';

/**
 * Asks the browser to open the connection to each image CDN of the settings before it reads any HTML: React
 * sends these hints in the response's `Link` header (rel=preconnect, with dns-prefetch for browsers without it).
 * The home banner, the page's largest paint, comes from that other origin. The origins are those the page's CSP
 * allows for images; none without settings. Call while a server component renders.
 */
export function hintImageOrigins(settings: ConsolidatedSettings | null): void {
  for (const origin of contentSourcesOf(settings, config().MERCHANT_CODE).image) {
    preconnect(origin);
    prefetchDNS(origin);
  }
}
