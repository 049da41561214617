import 'server-only';
import { inboxMessages, inboxRead } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import type { InboxMessage } from '@/lib/platform/schemas';
import { MAX_INBOX_PAGES } from './inboxPages';

/**
 * Inbox detail: the platform has no call for one message, so the pages of row 50 are read in order
 * until it turns up (newest first: a message opened from the list is nearly always on the first page). Opening
 * an unread message marks it read on the platform (row 51) before the page is drawn, so the unread count, home's
 * dot and the agent badge agree with what the member saw. Null when the member has no such message.
 */
export async function loadInboxMessage(id: string, options: CallOptions): Promise<InboxMessage | null> {
  for (let pageNo = 1; pageNo <= MAX_INBOX_PAGES; pageNo += 1) {
    const page = await callPlatform(inboxMessages, { pageNo }, options);
    const message = page.content.find((entry) => entry.id === id);
    if (message) {
      if (!message.read) await callPlatform(inboxRead, { id }, options);
      return { ...message, read: true };
    }
    if (pageNo >= page.totalPages) return null;
  }
  return null;
}
