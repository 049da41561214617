import 'server-only';
import { config } from '@/lib/config';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { contentSourcesOf } from '@/lib/security/contentSources';

/** The origins of the settings' image CDNs, those the page's CSP allows for images; none without settings. */
export function imageOrigins(settings: ConsolidatedSettings | null): readonly string[] {
  return contentSourcesOf(settings, config().MERCHANT_CODE).image;
}
