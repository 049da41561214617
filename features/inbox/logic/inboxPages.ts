/** SPEC §7/§9: inbox calls are throttled to 250 ms; opening a message sends its read call at most that often. */
export const INBOX_READ_THROTTLE_MS = 250;

/** How many pages one view may show at most (26 messages each): the 'more' link grows the list up to this. */
export const MAX_INBOX_PAGES = 40;

/** The number of pages a `page` query asks for (1 when absent or not a page number). */
export function pagesWanted(page: string | string[] | undefined): number {
  const raw = Array.isArray(page) ? page[0] : page;
  if (!raw || !/^\d{1,3}$/.test(raw)) return 1;
  return Math.min(MAX_INBOX_PAGES, Math.max(1, Number(raw)));
}

/** The 'more' link: one page more than shown, landing on the first message of that page. */
export function morePageHref(shownPages: number): string {
  const next = shownPages + 1;
  return `/m/webEmail?page=${next}#${pageAnchor(next)}`;
}

export function pageAnchor(page: number): string {
  return `inbox-page-${page}`;
}

/** A message's own page (inbox detail), drawn by the server. */
export function inboxMessageHref(id: string): string {
  return `/m/webEmail?id=${encodeURIComponent(id)}`;
}

/** The message id a `id` query names, or null. */
export function messageWanted(id: string | string[] | undefined): string | null {
  const raw = Array.isArray(id) ? id[0] : id;
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}
