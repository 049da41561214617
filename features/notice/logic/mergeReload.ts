import type { ReadableEntry } from './entries';

/** The fields of an announcement the browser reads back from row 23 (the server already checked the schema). */
export interface ReloadedEntry {
  id: string | number;
  title?: string | null;
  content?: string | null;
  read?: boolean;
}

/**
 * The platform's list after a reload, in its order, with its read flags. Entries the first view already drew
 * keep their written-out date (the browser carries no date library); new ones show without one until the next
 * page view.
 */
export function mergeReload(current: readonly ReadableEntry[], reloaded: readonly ReloadedEntry[]): ReadableEntry[] {
  const known = new Map(current.map((entry) => [entry.id, entry]));
  return reloaded.map((item) => {
    const id = String(item.id);
    const before = known.get(id);
    return {
      id,
      title: item.title ?? before?.title ?? '',
      content: item.content ?? before?.content ?? '',
      read: item.read === true,
      date: before?.date ?? '',
      dateTime: before?.dateTime ?? '',
    };
  });
}

/** What the player sees: an entry opened while its call is on the way, or by a visitor, stays read. */
export function withLocalReads(entries: readonly ReadableEntry[], localRead: ReadonlySet<string>): ReadableEntry[] {
  return entries.map((entry) => (!entry.read && localRead.has(entry.id) ? { ...entry, read: true } : entry));
}

/**
 * The platform's unread count (row 23 footer) less the entries the player has opened that the platform still
 * counted as unread when it answered.
 */
export function shownUnreadCount(platformCount: number, platformEntries: readonly { id: string; read: boolean }[], localRead: ReadonlySet<string>): number {
  const pending = platformEntries.filter((entry) => !entry.read && localRead.has(entry.id)).length;
  return Math.max(0, platformCount - pending);
}
