import { getTranslations } from 'next-intl/server';
import { popupLink } from '@/features/home/logic/loginPopups';
import type { Announcement } from '@/lib/platform/schemas';
import { MemberPopups } from './MemberParts';
import styles from './HomePopups.module.css';

/**
 * SPEC §2 login popups: the PU notices in one dialog, opened once after each sign-in by LoginPopups. The notices
 * are the same for every member; the dialog is drawn once the member's door names the sign-in.
 */
export async function HomePopups({ notices }: { notices: Announcement[] }) {
  if (notices.length === 0) return null;
  const t = await getTranslations('home.popups');
  return (
    <MemberPopups labelledBy="login-popups-title" className={styles.dialog} backdropClassName={styles.backdrop}>
      <h2 id="login-popups-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {notices.map((notice) => {
          const link = popupLink(notice.link);
          return (
            <li key={notice.id}>
              {notice.title && <h3>{notice.title}</h3>}
              {notice.content && <p>{notice.content}</p>}
              {link && <a href={link}>{t('more')}</a>}
            </li>
          );
        })}
      </ul>
      <form method="dialog" className={styles.actions}>
        <button type="submit">{t('close')}</button>
      </form>
    </MemberPopups>
  );
}
