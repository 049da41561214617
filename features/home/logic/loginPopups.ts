import type { Announcement } from '@/lib/platform/schemas';

/** Local storage entry: the sign-in whose popups were shown (a keyed digest of it, never the token). */
export const POPUPS_SEEN_KEY = 'homePopupsSeen';

/** A notice's creation time in ms, or null when the platform sent none it could be read from. */
function createdAt(notice: Announcement): number | null {
  const raw = notice.createTime;
  if (raw === undefined || raw === '') return null;
  const time = typeof raw === 'number' || /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(time) ? time : null;
}

/** The PU notices worth a popup (those with something to say), newest first: the platform promises no order. */
export function popupNotices(popups: Announcement[]): Announcement[] {
  return popups
    .filter((popup) => popup.title.trim() !== '' || popup.content.trim() !== '')
    .map((popup, index) => ({ popup, index, time: createdAt(popup) }))
    // Undated notices keep the platform's order, after the dated ones.
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity) || a.index - b.index)
    .map(({ popup }) => popup);
}

/** SPEC §2 login popups: shown once after each sign-in; a visitor (no sign-in key) sees none. */
export function shouldShowPopups(count: number, signInKey: string | null, seenKey: string | null): boolean {
  return count > 0 && Boolean(signInKey) && signInKey !== seenKey;
}

/** Only links into this site or to http(s) pages are followed from a popup. */
export function popupLink(link: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/.test(link) ? link : null;
}
