import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { morePageHref, pageAnchor } from '@/features/inbox/logic/inboxPages';
import { loadInbox } from '@/features/inbox/logic/loadInbox';
import { inboxUnread } from '@/lib/platform/calls';
import { readableEntry } from '@/features/notice/logic/entries';
import { InboxList, type InboxEntry } from './InboxList';
import styles from '@/features/notice/components/Entries.module.css';
import inbox from './Inbox.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, dateFormat } from '@/lib/request/context';

const CLIENT_NAMESPACES = ['inbox'] as const;

/**
 * SPEC §2 message centre (/m/webEmail): the member's messages (row 50) as server HTML, `pages` pages of 26; a
 * 'more' link asks for one page more (it works without scripts), an empty state, and a clear error state.
 */
export async function InboxScreen({ pages, deleted }: { pages: number; deleted: number }) {
  const [t, format] = await Promise.all([getTranslations('inbox'), dateFormat()]);
  // Row 26, the number home's dot and the agent home's badge show, so the three always agree.
  const [loaded, unread] = await Promise.all([
    loadInbox(pages).catch(orFallback(null)),
    askPlatform(inboxUnread, {}).catch(orFallback(null)),
  ]);

  if (loaded === null) {
    return (
      <main data-screen="/m/webEmail">
        <div className={styles.state} role="alert">
          <p>{t('loadFailed')}</p>
          <a className={styles.retry} href="/m/webEmail">
            {t('retry')}
          </a>
        </div>
      </main>
    );
  }

  const entries: InboxEntry[] = loaded.pages.flatMap((page, index) =>
    page.map((message, position) => ({
      ...readableEntry(message, format),
      ...(position === 0 && index > 0 ? { anchor: pageAnchor(index + 1) } : {}),
    })),
  );
  const shownPages = loaded.pages.length;
  return (
    <main data-screen="/m/webEmail">
      {deleted > 0 && (
        <p className={inbox.summaryLine} role="status">
          {t('deleted', { count: deleted })}
        </p>
      )}
      {entries.length === 0 ? (
        <p className={styles.state} role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <ClientMessages namespaces={CLIENT_NAMESPACES}>
            <InboxList entries={entries} unread={unread} />
          </ClientMessages>
          <p className={styles.notice}>{t('pageStatus', { page: shownPages, pages: loaded.totalPages })}</p>
          {shownPages < loaded.totalPages && (
            <a className={styles.more} href={morePageHref(shownPages)}>
              {t('more')}
            </a>
          )}
        </>
      )}
    </main>
  );
}
