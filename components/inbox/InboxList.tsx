'use client';

import { useMemo, useState } from 'react';
import { EntryDisclosure } from '@/components/notice/EntryDisclosure';
import { INBOX_READ_THROTTLE_MS, inboxMessageHref } from '@/lib/inbox/inboxPages';
import { bffPost } from '@/lib/notice/bffPost';
import type { ReadableEntry } from '@/lib/notice/entries';
import { withLocalReads } from '@/lib/notice/mergeReload';
import { readFlow } from '@/lib/notice/readFlow';
import styles from '@/components/notice/Entries.module.css';

export interface InboxEntry extends ReadableEntry {
  /** Set on the first message of each page, so the 'more' link lands where the new page starts. */
  anchor?: string;
}

/**
 * The member's messages (SPEC §2 /m/webEmail): opening an unread one shows it read at once and then tells the
 * platform (row 51, at most once per 250 ms per message). Kept to the list itself, so screens that add actions
 * to messages can reuse it.
 */
export function InboxList({
  entries,
  label,
  unreadLabel,
  openLabel,
}: {
  entries: InboxEntry[];
  label: string;
  unreadLabel: string;
  /** The link to each message's own page (detail and delete), which works without scripts. */
  openLabel: string;
}) {
  const [localRead, setLocalRead] = useState<ReadonlySet<string>>(() => new Set());
  const open = useMemo(
    () =>
      readFlow({
        throttleMs: INBOX_READ_THROTTLE_MS,
        markLocally: (id) => setLocalRead((current) => (current.has(id) ? current : new Set(current).add(id))),
        send: (id) => bffPost('/wps/inbox/read', { id }),
      }),
    [],
  );
  const shown = withLocalReads(entries, localRead);
  const onOpen = (id: string) => {
    if (shown.some((entry) => entry.id === id && !entry.read)) void open(id);
  };
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((entry) => (
        <EntryDisclosure
          key={entry.id}
          entry={entry}
          initiallyOpen={false}
          unreadLabel={unreadLabel}
          onOpen={onOpen}
          anchorId={(entry as InboxEntry).anchor}
        >
          <a className={styles.detailLink} href={inboxMessageHref(entry.id)}>
            {openLabel}
          </a>
        </EntryDisclosure>
      ))}
    </ul>
  );
}
