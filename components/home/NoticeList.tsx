import type { Announcement } from '@/lib/platform/schemas';
import styles from './NoticeList.module.css';

/** The notice titles; each opens the announcement screen (SPEC §2 home ticker). */
export function NoticeList({ notices, label, emptyText }: { notices: Announcement[]; label: string; emptyText: string }) {
  return (
    <section aria-label={label} className={styles.notices}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 10v4h3l5 4V6L6 10zM15 9a4 4 0 0 1 0 6M17.5 6.5a8 8 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {notices.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul>
          {notices.map((notice) => (
            <li key={notice.id}>
              <a href="/m/notice">{notice.title}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
