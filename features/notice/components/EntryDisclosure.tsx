import type { ReactNode } from 'react';
import type { ReadableEntry } from '@/features/notice/logic/entries';
import styles from './Entries.module.css';

/**
 * One announcement or inbox message: the title, date and unread marker (a word, not a colour) open the content
 * below them. A native disclosure, so it opens without scripts and reads as an expandable button; `onOpen`
 * hears each opening (the lists mark the entry read).
 */
export function EntryDisclosure({
  entry,
  initiallyOpen,
  unreadLabel,
  onOpen,
  anchorId,
  children,
}: {
  entry: ReadableEntry;
  initiallyOpen: boolean;
  unreadLabel: string;
  onOpen: (id: string) => void;
  anchorId?: string;
  /** Shown under the content, e.g. the inbox's link to the message's own page. */
  children?: ReactNode;
}) {
  return (
    <li id={anchorId} className={entry.read ? styles.item : `${styles.item} ${styles.unreadEntry}`} data-entry-id={entry.id}>
      <details
        open={initiallyOpen || undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) onOpen(entry.id);
        }}
      >
        <summary className={styles.summary}>
          <span className={styles.title}>{entry.title}</span>
          <span className={styles.meta}>
            {entry.date && <time dateTime={entry.dateTime}>{entry.date}</time>}
            {!entry.read && <span className={styles.unread}>{unreadLabel}</span>}
          </span>
        </summary>
        <div className={styles.content}>{entry.content}</div>
        {children}
      </details>
    </li>
  );
}
