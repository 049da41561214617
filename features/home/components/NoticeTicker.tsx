import type { Announcement } from '@/lib/platform/schemas';
import { NoAnnouncement } from './NoAnnouncement';
import { TickerMotion } from './TickerMotion';
import styles from './NoticeTicker.module.css';

/**
 * SPEC §2 notice ticker: the player-notice titles scroll by (a CSS marquee: two copies of the list, the second
 * inert); each opens /m/notice. The titles are server HTML, so they read without scripts; with none, tapping
 * says 'no announcement'.
 */
export function NoticeTicker({ notices, label, emptyText, emptyToast }: { notices: Announcement[]; label: string; emptyText: string; emptyToast: string }) {
  const titles = notices.filter((notice) => notice.title.trim() !== '');
  const list = (copy: boolean) => (
    <ul className={styles.copy} inert={copy} aria-hidden={copy || undefined}>
      {titles.map((notice) => (
        <li key={notice.id}>
          <a href="/m/notice" tabIndex={copy ? -1 : undefined}>
            {notice.title}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={label} className={styles.ticker}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 10v4h3l5 4V6L6 10zM15 9a4 4 0 0 1 0 6M17.5 6.5a8 8 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {titles.length === 0 ? (
        <NoAnnouncement label={emptyText} message={emptyToast} className={styles.empty} />
      ) : (
        <TickerMotion className={styles.viewport}>
          <div className={styles.track}>
            {list(false)}
            {list(true)}
          </div>
        </TickerMotion>
      )}
    </section>
  );
}
