import 'server-only';
import { inboxMessages } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import type { InboxMessage } from '@/lib/platform/schemas';
import { MAX_INBOX_PAGES } from './inboxPages';

/**
 * Inbox detail: the platform has no call for one message, so the pages of row 50 are read in order
 * until it turns up (newest first: a message opened from the list is nearly always on the first page). Reading
 * changes nothing: the page marks it read once shown (MarkMessageRead). Null when the member has no such message.
 */
export async function loadInboxMessage(id: string): Promise<InboxMessage | null> {
  for (let pageNo = 1; pageNo <= MAX_INBOX_PAGES; pageNo += 1) {
    const page = await askPlatform(inboxMessages, { pageNo });
    const message = page.content.find((entry) => entry.id === id);
    if (message) return message;
    if (pageNo >= page.totalPages) return null;
  }
  return null;
}
