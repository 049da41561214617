import { getTranslations } from 'next-intl/server';
import { activityList } from '@/lib/platform/calls';
import { activityDates } from '@/features/promo/logic/activityDates';
import { imageUrl } from '@/lib/settings/imageUrl';
import { RetryState } from './RetryState';
import styles from './Promo.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSettings, dateFormat } from '@/lib/request/context';
import { activityInfoHref } from '@/features/promo/logic/activityInfoHref';

/**
 * SPEC §2 /m/activity (visitors too): the platform's activities (row 65, the PR announcements among them) as
 * cards with image, dates, an 'ended' mark and the member's application status, each a link to its detail.
 */
export async function ActivityListScreen() {
  const [t, format, snapshot] = await Promise.all([getTranslations('activity'), dateFormat(), currentSettings()]);
  const page = await askPlatform(activityList, { pageNo: 1 }).catch(orFallback(null));
  if (!page) {
    return (
      <main className={styles.screen} data-screen="/m/activity">
        <RetryState text={t('loadFailed')} href="/m/activity" label={t('retry')} />
      </main>
    );
  }
  const settings = snapshot?.settings ?? null;
  return (
    <main className={styles.screen} data-screen="/m/activity">
      {page.content.length === 0 ? (
        <p className={styles.state} role="status">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t('list')}>
          {page.content.map((activity) => {
            const dates = activityDates(activity, format);
            return (
              <li key={activity.id} data-testid="activity" data-activity-id={activity.id}>
                <a className={styles.card} href={activityInfoHref(activity.id)}>
                  <img className={styles.banner} src={imageUrl(settings, activity.imageUrl)} alt="" loading="lazy" decoding="async" />
                  <span className={styles.cardBody}>
                    <span className={styles.title}>{activity.title}</span>
                    <span className={styles.meta}>
                      <span>{t('dates', { start: dates.start, end: dates.end })}</span>
                      {dates.ended && <span className={`${styles.badge} ${styles.ended}`}>{t('ended')}</span>}
                      {activity.status && (
                        <span className={styles.badge} data-testid="activity-status">
                          {t(`status.${activity.status}`)}
                        </span>
                      )}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
