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
  preview = false,
  children,
}: {
  entry: ReadableEntry;
  initiallyOpen: boolean;
  unreadLabel: string;
  onOpen: (id: string) => void;
  anchorId?: string;
  /** The content's first line under the title while closed, so a row says what it holds. */
  preview?: boolean;
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
          {preview && entry.content && (
            <span className={styles.preview} data-preview>
              {entry.content}
            </span>
          )}
          <span className={styles.meta}>
            {entry.date && <time dateTime={entry.dateTime}>{entry.date}</time>}
            {!entry.read && <span className={styles.unread}>{unreadLabel}</span>}
          </span>
          {/* The row opens: a chevron at the inline end, turned down while open. */}
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" data-chevron data-directional>
            <path d="M9 6l6 6-6 6" />
          </svg>
        </summary>
        <div className={styles.content}>{entry.content}</div>
        {children}
      </details>
    </li>
  );
}
