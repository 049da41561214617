import 'server-only';
import { inboxMessages } from '@/lib/platform/calls';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import type { InboxMessage } from '@/lib/platform/schemas';
import { MAX_INBOX_PAGES } from './inboxPages';

/**
 * Inbox detail: the platform has no call for one message, so the pages of row 50 are read in order
 * until it turns up (newest first: a message opened from the list is nearly always on the first page). Reading
 * changes nothing: the page marks it read once shown (MarkMessageRead). Null when the member has no such message.
 */
export async function loadInboxMessage(id: string, options: CallOptions): Promise<InboxMessage | null> {
  for (let pageNo = 1; pageNo <= MAX_INBOX_PAGES; pageNo += 1) {
    const page = await callPlatform(inboxMessages, { pageNo }, options);
    const message = page.content.find((entry) => entry.id === id);
    if (message) return message;
    if (pageNo >= page.totalPages) return null;
  }
  return null;
}
