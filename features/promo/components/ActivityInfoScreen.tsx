import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { TrialReject } from '@/features/accounts/components/TrialReject';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { activityDetail } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { ActivityDetail } from '@/lib/platform/schemas';
import { activityDates } from '@/features/promo/logic/activityDates';
import { askPlatform, currentSettings, currentViewer, dateFormat } from '@/lib/request/context';
import { imageUrl } from '@/lib/settings/imageUrl';
import { ApplyForm } from './ApplyForm';
import { UploadApplyForm } from './UploadApplyForm';
import { RetryState } from './RetryState';
import styles from './Promo.module.css';
import { unstable_rethrow } from 'next/navigation';

const CLIENT_NAMESPACES = ['activity', 'forms', 'errors'] as const;

type Loaded = { activity: ActivityDetail } | { missing: true } | { failure: true };

async function load(id: string): Promise<Loaded> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { missing: true };
  try {
    return { activity: await askPlatform(activityDetail, { id }) };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof PlatformError && error.code === 'NOT_FOUND') return { missing: true };
    return { failure: true };
  }
}

/** What the member may do: log in, nothing (read only, ended, already applied), or apply. */
async function ApplySection({ activity, ended }: { activity: ActivityDetail; ended: boolean }) {
  const [t, viewer] = await Promise.all([getTranslations('activity'), currentViewer()]);
  if (activity.applyType === 'NONE') return <p className={styles.state}>{t('readOnly')}</p>;
  if (activity.status && activity.status !== 'REJECTED') {
    return (
      <p className={styles.success} role="status" data-testid="application-status">
        {t('yourStatus', { status: t(`status.${activity.status}`) })}
      </p>
    );
  }
  if (ended) return <p className={styles.state}>{t('endedNotice')}</p>;
  if (!viewer.loggedIn) {
    return (
      <a className={styles.link} href={`/m/login?redirect=${encodeURIComponent(`/m/activityInfo?id=${activity.id}`)}`}>
        {t('loginToApply')}
      </a>
    );
  }
  if (viewer.trial) return <TrialReject />;
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      {activity.status === 'REJECTED' && <p className={styles.state}>{t('yourStatus', { status: t('status.REJECTED') })}</p>}
      {activity.applyType === 'UPLOAD' ? (
        <UploadApplyForm activityId={activity.id} idempotencyKey={newIdempotencyKey()} />
      ) : (
        <ApplyForm activityId={activity.id} idempotencyKey={newIdempotencyKey()} />
      )}
    </ClientMessages>
  );
}

/**
 * SPEC §2 /m/activityInfo?id= (visitors see it with a login link): image, dates, rules (row 66) and the
 * application: one tap (APPLY) or comment and images (UPLOAD, SPEC §5); none once ended or applied.
 */
export async function ActivityInfoScreen({ id }: { id: string }) {
  const [t, format, snapshot] = await Promise.all([getTranslations('activity'), dateFormat(), currentSettings()]);
  const loaded = await load(id);
  if (!('activity' in loaded)) {
    return (
      <main className={styles.screen} data-screen="/m/activityInfo">
        {'missing' in loaded ? (
          <RetryState text={t('notFound')} href="/m/activity" label={t('back')} />
        ) : (
          <RetryState text={t('loadFailed')} href={`/m/activityInfo?id=${encodeURIComponent(id)}`} label={t('retry')} />
        )}
      </main>
    );
  }
  const { activity } = loaded;
  const dates = activityDates(activity, format);
  return (
    <main className={styles.screen} data-screen="/m/activityInfo">
      <img className={styles.banner} src={imageUrl(snapshot?.settings ?? null, activity.imageUrl)} alt="" />
      <h2 className={styles.title}>{activity.title}</h2>
      <p className={styles.meta}>
        <span>{t('dates', { start: dates.start, end: dates.end })}</span>
        {dates.ended && <span className={`${styles.badge} ${styles.ended}`}>{t('ended')}</span>}
      </p>
      <section className={styles.section} aria-labelledby="activity-rules">
        <h2 id="activity-rules">{t('rules')}</h2>
        <p className={styles.rules}>{activity.content || activity.summary}</p>
      </section>
      <section className={styles.section} aria-label={t('applyTitle')}>
        <ApplySection activity={activity} ended={dates.ended} />
      </section>
    </main>
  );
}
