'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { EntryDisclosure } from '@/features/notice/components/EntryDisclosure';
import { INBOX_READ_THROTTLE_MS, inboxMessageHref } from '@/features/inbox/logic/inboxPages';
import { bffPost } from '@/lib/bff/bffFetch';
import type { ReadableEntry } from '@/features/notice/logic/entries';
import { withLocalReads } from '@/features/notice/logic/mergeReload';
import { readFlow } from '@/features/notice/logic/readFlow';
import styles from '@/features/notice/components/Entries.module.css';
import inbox from './Inbox.module.css';

export interface InboxEntry extends ReadableEntry {
  /** Set on the first message of each page, so the 'more' link lands where the new page starts. */
  anchor?: string;
}

/**
 * The member's messages (SPEC §2 /m/webEmail): opening an unread one shows it read at once and then tells the
 * platform (row 51, at most once per 250 ms per message); the unread count above the list counts it
 * down with them. Each message links to its own page (read and delete there).
 */
export function InboxList({
  entries,
  unread,
}: {
  entries: InboxEntry[];
  /** Row 26's count when the page was drawn (null when it failed); messages read here since count down. */
  unread: number | null;
}) {
  const t = useTranslations('inbox');
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
  const readHere = entries.filter((entry) => !entry.read && localRead.has(entry.id)).length;
  const onOpen = (id: string) => {
    if (shown.some((entry) => entry.id === id && !entry.read)) void open(id);
  };
  return (
    <>
      {unread !== null && (
        <p className={inbox.summaryLine} data-testid="inbox-unread-count">
          {t('unreadCount', { count: Math.max(0, unread - readHere) })}
        </p>
      )}
      <ul className={styles.list} aria-label={t('list')}>
        {shown.map((entry) => (
          <EntryDisclosure
            key={entry.id}
            entry={entry}
            initiallyOpen={false}
            unreadLabel={t('unread')}
            onOpen={onOpen}
            anchorId={(entry as InboxEntry).anchor}
            preview
          >
            <a className={styles.detailLink} href={inboxMessageHref(entry.id)}>
              {t('open')}
            </a>
          </EntryDisclosure>
        ))}
      </ul>
    </>
  );
}
