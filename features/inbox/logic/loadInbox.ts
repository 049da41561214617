import 'server-only';
import { inboxMessages } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import type { InboxMessage } from '@/lib/platform/schemas';

export interface InboxView {
  /** Page by page, in the platform's order (newest first). */
  pages: InboxMessage[][];
  totalPages: number;
}

/**
 * The first `wanted` pages of the inbox (row 50), asked for at once. The first page decides how many there
 * are; a later page that fails ends the list there, so the 'more' link asks for it again.
 */
export async function loadInbox(wanted: number): Promise<InboxView> {
  const first = await askPlatform(inboxMessages, { pageNo: 1 });
  const last = Math.min(wanted, first.totalPages);
  const rest = await Promise.allSettled(
    Array.from({ length: Math.max(0, last - 1) }, (_, index) => askPlatform(inboxMessages, { pageNo: index + 2 })),
  );
  const pages = [first.content];
  for (const page of rest) {
    if (page.status === 'rejected') break;
    pages.push(page.value.content);
  }
  return { pages: pages.filter((page, index) => index === 0 || page.length > 0), totalPages: first.totalPages };
}
