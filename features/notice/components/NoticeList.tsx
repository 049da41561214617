'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bffPost, bffValue } from '@/lib/bff/bffFetch';
import type { ReadableEntry } from '@/features/notice/logic/entries';
import { mergeReload, shownUnreadCount, withLocalReads, type ReloadedEntry } from '@/features/notice/logic/mergeReload';
import { NOTICE_READ_THROTTLE_MS, readFlow } from '@/features/notice/logic/readFlow';
import { EntryDisclosure } from './EntryDisclosure';
import styles from './Entries.module.css';

export interface NoticeListTexts {
  list: string;
  unread: string;
  reloadFailed: string;
  /** The agent list's heading, beside which the unread badge shows. */
  heading?: string;
}

/**
 * SPEC §4 announcements: opening an unread entry marks it read here at once, then (for a signed-in player)
 * sends row 24 and reloads the list through the browser's door (row 23). Visitors' read state stays local.
 * The agent list shows the platform's unread count (footer.unreadCount) as a badge in its heading.
 */
export function NoticeList({
  entries,
  types,
  group,
  unreadCount,
  signedIn,
  openId,
  texts,
}: {
  entries: ReadableEntry[];
  types: string;
  group: 'playerNotices' | 'promotions' | 'popups' | 'agentNotices';
  unreadCount: number | null;
  signedIn: boolean;
  openId: string | null;
  texts: NoticeListTexts;
}) {
  const t = useTranslations('notice');
  const [platformEntries, setPlatformEntries] = useState(entries);
  const [platformCount, setPlatformCount] = useState(unreadCount);
  const [localRead, setLocalRead] = useState<ReadonlySet<string>>(() => new Set());
  const [reloadFailed, setReloadFailed] = useState(false);

  const open = useMemo(() => {
    const reload = async () => {
      try {
        const value = await bffValue(`/wps/announcements?types=${encodeURIComponent(types)}`);
        const list = value[group];
        if (!Array.isArray(list)) throw new Error('no list');
        setPlatformEntries((current) => mergeReload(current, list as ReloadedEntry[]));
        const count = (value.footer as { unreadCount?: unknown } | undefined)?.unreadCount;
        if (typeof count === 'number') setPlatformCount(count);
        setReloadFailed(false);
      } catch {
        setReloadFailed(true);
      }
    };
    return readFlow({
      throttleMs: NOTICE_READ_THROTTLE_MS,
      markLocally: (id) => setLocalRead((current) => (current.has(id) ? current : new Set(current).add(id))),
      ...(signedIn
        ? { send: (id: string) => bffPost('/wps/announcements/read', { announcementId: id, read: true }), reload }
        : {}),
    });
  }, [types, group, signedIn]);

  const shown = withLocalReads(platformEntries, localRead);
  const onOpen = (id: string) => {
    if (shown.some((entry) => entry.id === id && !entry.read)) void open(id);
  };

  // An entry opened by its link (?id=) counts as opened once the page can tell the platform.
  const openedByLink = useRef(false);
  useEffect(() => {
    if (openedByLink.current || !openId) return;
    openedByLink.current = true;
    if (entries.some((entry) => entry.id === openId && !entry.read)) void open(openId);
  }, [entries, open, openId]);

  const badge = platformCount === null ? 0 : shownUnreadCount(platformCount, platformEntries, localRead);
  return (
    <>
      {texts.heading && (
        <h2 className={styles.heading}>
          {texts.heading}
          {badge > 0 && <span className={styles.badge}>{t('unreadBadge', { count: badge })}</span>}
        </h2>
      )}
      {reloadFailed && (
        <p className={styles.notice} role="status">
          {texts.reloadFailed}
        </p>
      )}
      <ul className={styles.list} aria-label={texts.list}>
        {shown.map((entry) => (
          <EntryDisclosure
            key={entry.id}
            entry={entry}
            initiallyOpen={entry.id === openId}
            unreadLabel={texts.unread}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </>
  );
}
