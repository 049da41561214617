import 'server-only';
import { headers } from 'next/headers';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { loadSettings } from '@/lib/settings/settings';
import { downloadLinks, hasDownload, insideApp, iosSafari, phonePlatform, type DownloadLinks, type PhonePlatform } from './appContext';

/** What the download popup offers this visitor (SPEC §2 download popup). */
export interface DownloadOffer {
  links: DownloadLinks;
  platform: PhonePlatform;
  /** Safari on iOS, the one browser that can add the site to the Home Screen. */
  safari: boolean;
  settings: ConsolidatedSettings | null;
}

/**
 * The offer for the current request, or null where SPEC §2 hides the download entries: inside the native app
 * or without any download link. (The installed web app is only known in the browser: CSS hides them there.)
 */
export async function downloadOffer(): Promise<DownloadOffer | null> {
  const [requestHeaders, snapshot] = await Promise.all([headers(), loadSettings()]);
  const userAgent = requestHeaders.get('user-agent') ?? '';
  const settings = snapshot?.settings ?? null;
  const links = downloadLinks(settings);
  if (insideApp(userAgent) || !hasDownload(links)) return null;
  return { links, platform: phonePlatform(userAgent), safari: iosSafari(userAgent), settings };
}
