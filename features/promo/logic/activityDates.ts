import { formatDate, DAY_FORMAT } from '@/lib/format/formatDate';
import type { Locale } from '@/lib/i18n/locales';
import type { Activity } from '@/lib/platform/schemas';

/** An activity's first and last day as merchant dates, and whether it is over. */
export function activityDates(activity: Pick<Activity, 'startTime' | 'endTime'>, locale: Locale, timeZone: string, now = Date.now()) {
  return {
    start: formatDate(activity.startTime, DAY_FORMAT, locale, timeZone),
    end: formatDate(activity.endTime, DAY_FORMAT, locale, timeZone),
    ended: activity.endTime <= now,
  };
}
