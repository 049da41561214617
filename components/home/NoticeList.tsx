import type { Announcement } from '@/lib/platform/schemas';
import styles from './NoticeList.module.css';

/** The notice titles; each opens the announcement screen (SPEC §2 home ticker). */
export function NoticeList({ notices, label, emptyText }: { notices: Announcement[]; label: string; emptyText: string }) {
  return (
    <section aria-label={label} className={styles.notices}>
      <span aria-hidden="true" className={styles.icon}>
        📢
      </span>
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
