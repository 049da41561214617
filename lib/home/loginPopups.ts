import type { Announcement } from '@/lib/platform/schemas';

/** Local storage entry: the sign-in whose popups were shown (a keyed digest of it, never the token). */
export const POPUPS_SEEN_KEY = 'homePopupsSeen';

/** The PU notices worth a popup: those with something to say. */
export function popupNotices(popups: Announcement[]): Announcement[] {
  return popups.filter((popup) => popup.title.trim() !== '' || popup.content.trim() !== '');
}

/** SPEC §2 login popups: shown once after each sign-in; a visitor (no sign-in key) sees none. */
export function shouldShowPopups(count: number, signInKey: string | null, seenKey: string | null): boolean {
  return count > 0 && Boolean(signInKey) && signInKey !== seenKey;
}

/** Only links into this site or to http(s) pages are followed from a popup. */
export function popupLink(link: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/.test(link) ? link : null;
}
