import type { ConsolidatedSettings } from '@/lib/platform/schemas';

/**
 * The token the operator's native app adds to its web view's user agent (e.g. "... McNativeApp/3.2").
 * Everything that is hidden "inside the app" (SPEC §2 download bar, tile and floating button) asks here.
 */
export const NATIVE_APP_MARKER = 'McNativeApp/';

export type PhonePlatform = 'ios' | 'android' | 'other';

/** True inside the operator's native app web view. */
export function insideApp(userAgent: string): boolean {
  return userAgent.includes(NATIVE_APP_MARKER);
}

/**
 * The phone's platform from its user agent. iPadOS 13+ Safari calls itself a Mac; it is told apart by the
 * "Mobile/" token its Mac look-alike keeps (desktop Safari has none).
 */
export function phonePlatform(userAgent: string): PhonePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent)) return 'ios';
  return 'other';
}

/** Safari itself on iOS: the other iOS browsers (Chrome, Firefox, Edge, Opera) name themselves with an -iOS token. */
export function iosSafari(userAgent: string): boolean {
  return phonePlatform(userAgent) === 'ios' && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/**
 * All a server-drawn page reads from the user agent, as one value: pages alike for every visitor are shared
 * between agents that agree on it (lib/routes/sharedRenders.ts), whatever else their strings say.
 */
export function agentTraits(userAgent: string): string {
  return [insideApp(userAgent) ? 'app' : 'browser', phonePlatform(userAgent), iosSafari(userAgent) ? 'safari' : ''].join(' ');
}

/** The download resources of SPEC §3 that are usable links (http or https). */
export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  /** The iOS configuration profile (resource MOBILECONFIG). */
  profile: string | null;
  /** The app icon (resource AppDownloadIcon), relative to the image CDNs or absolute. */
  icon: string | null;
}

function resource(settings: ConsolidatedSettings | null, type: string): string | null {
  return settings?.resources.find((entry) => entry.resourceType === type)?.url || null;
}

function httpLink(url: string | null): string | null {
  return url && /^https?:\/\//.test(url) ? url : null;
}

export function downloadLinks(settings: ConsolidatedSettings | null): DownloadLinks {
  return {
    android: httpLink(resource(settings, 'Android')),
    ios: httpLink(resource(settings, 'IOS')),
    profile: httpLink(resource(settings, 'MOBILECONFIG')),
    icon: resource(settings, 'AppDownloadIcon'),
  };
}

/** Whether there is anything to download at all (without it the bar, tile and floating button stay away). */
export function hasDownload(links: DownloadLinks): boolean {
  return Boolean(links.android || links.ios || links.profile);
}

/** The bar's direct link for this phone: iOS gets the IOS resource, everyone else the Android package. */
export function downloadLink(settings: ConsolidatedSettings | null, userAgent: string): string | null {
  const links = downloadLinks(settings);
  return phonePlatform(userAgent) === 'ios' ? links.ios : links.android;
}
