import type { DateFormat } from '@/lib/format/formatDate';
import type { Activity } from '@/lib/platform/schemas';

/** An activity's first and last day as merchant dates, and whether it is over. */
export function activityDates(activity: Pick<Activity, 'startTime' | 'endTime'>, format: DateFormat, now = Date.now()) {
  return {
    start: format.date(activity.startTime, 'day'),
    end: format.date(activity.endTime, 'day'),
    ended: activity.endTime <= now,
  };
}
