import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { readableEntry } from '@/features/notice/logic/entries';
import { noticeHref, tabEntries, type NoticeTab } from '@/features/notice/logic/noticeTabs';
import { announcements } from '@/lib/platform/calls';
import { askPlatform, currentSession, dateFormat } from '@/lib/request/context';
import { NoticeList } from './NoticeList';
import styles from './Entries.module.css';

/**
 * SPEC §2 announcement screens: the list of one content type (row 23, server HTML), with tabs between the
 * player types, an empty state and a clear error state when the platform fails. `agent` lists agent notices
 * under a heading carrying their unread count.
 */
export async function NoticeScreen({
  tab,
  tabs,
  openId,
  agent = false,
}: {
  tab: NoticeTab;
  tabs: readonly NoticeTab[];
  openId: string | null;
  agent?: boolean;
}) {
  const [t, format, session] = await Promise.all([getTranslations('notice'), dateFormat(), currentSession()]);
  const loaded = await askPlatform(announcements, { types: tab.type }).then(
    (groups) => tabEntries(groups, tab),
    () => null,
  );
  const heading = agent ? t('agentHeading') : undefined;
  const plainHeading = heading && <h2 className={styles.heading}>{heading}</h2>;

  return (
    <main data-screen={agent ? '/m/member/notice' : '/m/notice'}>
      {tabs.length > 1 && (
        <nav aria-label={t('tabs')}>
          <ul className={styles.tabs}>
            {tabs.map((entry) => (
              <li key={entry.type}>
                <a href={noticeHref(entry)} className={styles.tab} aria-current={entry.type === tab.type ? 'page' : undefined}>
                  {entry.type === 'A' ? t('agentHeading') : t(`tab.${entry.type}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {loaded === null ? (
        <>
          {plainHeading}
          <div className={styles.state} role="alert">
            <p>{t('loadFailed')}</p>
            <a className={styles.retry} href={noticeHref(tab)}>
              {t('retry')}
            </a>
          </div>
        </>
      ) : loaded.entries.length === 0 ? (
        <>
          {plainHeading}
          <p className={styles.state} role="status">
            {t('empty')}
          </p>
        </>
      ) : (
        <ClientMessages namespaces={['notice.unreadBadge']}>
          <NoticeList
            entries={loaded.entries.map((entry) => readableEntry(entry, format))}
            types={tab.type}
            group={tab.group}
            unreadCount={agent ? loaded.unreadCount : null}
            signedIn={session !== null}
            openId={openId}
            texts={{
              list: t(`list.${tab.type}`),
              unread: t('unread'),
              reloadFailed: t('reloadFailed'),
              ...(heading ? { heading } : {}),
            }}
          />
        </ClientMessages>
      )}
    </main>
  );
}
