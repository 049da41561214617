import 'server-only';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { customerServiceLinks } from '@/lib/settings/customerServiceLinks';
import type { ContentSources } from './securityHeaders';

const none: ContentSources = { frame: [], image: [] };

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

// Every page's CSP asks for the same snapshot's origins: worked out once per settings snapshot, not per request.
const cache = new WeakMap<ConsolidatedSettings, ContentSources>();

/** The page's foreign sources from the cached settings: customer-service frames and image CDNs. */
export function contentSourcesOf(settings: ConsolidatedSettings | null, merchantCode: string): ContentSources {
  if (!settings) return none;
  let sources = cache.get(settings);
  if (!sources) {
    sources = {
      frame: unique(customerServiceLinks(settings, merchantCode).map((link) => originOf(link.url))),
      image: unique(settings.imageCDNs.map(originOf)),
    };
    cache.set(settings, sources);
  }
  return sources;
}
