import dayjs from 'dayjs';
import 'dayjs/locale/bn';
import 'dayjs/locale/vi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@/lib/i18n/locales';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9 hot-match time format. */
export const MATCH_TIME_FORMAT = 'MM/DD HH:mm';
/** The platform's date parameter format (team KPI, reports). */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A platform timestamp shown in the merchant's time zone, so server HTML and the player's screen agree whatever
 * zone the container runs in.
 */
export function formatDate(value: number | string | Date, pattern: string, locale: Locale, timeZone: string): string {
  return dayjs(value).tz(timeZone).locale(locale).format(pattern);
}
