import dayjs from 'dayjs';
import 'dayjs/locale/bn';
import 'dayjs/locale/vi';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@/lib/i18n/locales';

dayjs.extend(utc);

/** SPEC §9 hot-match time format. */
export const MATCH_TIME_FORMAT = 'MM/DD HH:mm';
/** The platform's date parameter format (team KPI, reports). */
export const DAY_FORMAT = 'YYYY-MM-DD';

// dayjs's timezone plugin builds a new Intl formatter on every call (a few tenths of a millisecond each, on
// every server render that shows a date); one formatter per zone, kept for the process, does the same job.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How many minutes the zone's clocks are ahead of UTC at that instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const part = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallClock(timeZone).formatToParts(instant)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  const wallAsUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/** A merchant day as the platform writes it (YYYY-MM-DD), as the screens show it: a day, not an instant. */
export function shownDay(date: string, pattern = 'DD/MM/YYYY'): string {
  return dayjs(date).format(pattern);
}

/** A platform text naming merchant days (a dividend period, '2026-11-09 ~ 2026-11-23') with each day as shown. */
export function shownDaysIn(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1');
}

/**
 * A platform timestamp shown in the merchant's time zone, so server HTML and the player's screen agree whatever
 * zone the container runs in.
 */
export function formatDate(value: number | string | Date, pattern: string, locale: Locale, timeZone: string): string {
  const instant = dayjs(value);
  if (!instant.isValid()) return instant.format(pattern);
  return instant.utcOffset(zoneOffsetMinutes(instant.toDate(), timeZone)).locale(locale).format(pattern);
}
