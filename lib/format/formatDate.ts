import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The product's named date formats, each one pattern in every language with Latin digits, as SPEC §9 shows the
 * match time and the screens show the others. They are dayjs patterns, not next-intl formats: next-intl formats
 * with Intl in the request's language, and Intl writes each language its own way (the minute format comes out
 * as '00:05 22/11/2026' in vi, '11/22/2026, 00:05' in en, '২২/১১/২০২৬, ০০:০৫' in bn), so no Intl option set
 * gives these patterns. The time zone is still next-intl's: `dateFormat()` (lib/request/context.ts) on the
 * server and `useDateFormat()` in client components read it from the request config.
 */
export const DATE_FORMATS = {
  /** SPEC §9 hot-match start time. */
  matchTime: 'MM/DD HH:mm',
  /** A day: reports, activities, reward expiry, team members' registration. */
  day: 'DD/MM/YYYY',
  /** The same day within a range already named (team overview rows). */
  dayMonth: 'DD/MM',
  /** A short moment: last sign-in, announcements, inbox messages, contract offers, a locked password's unlock. */
  dayMinute: 'DD/MM/YYYY HH:mm',
  /** A moment: report records and deposit orders. */
  daySecond: 'DD/MM/YYYY HH:mm:ss',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

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
export function shownDay(date: string, format: 'day' | 'dayMonth' = 'day'): string {
  return dayjs(date).format(DATE_FORMATS[format]);
}

/** A platform text naming merchant days (a dividend period, '2026-11-09 ~ 2026-11-23') with each day as shown. */
export function shownDaysIn(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1');
}

/**
 * A platform timestamp in one of the named formats, in the merchant's time zone, so server HTML and the player's
 * screen agree whatever zone the container runs in.
 */
export function formatDate(value: number | string | Date, format: DateFormatName, timeZone: string): string {
  const instant = dayjs(value);
  if (!instant.isValid()) return instant.format(DATE_FORMATS[format]);
  return instant.utcOffset(zoneOffsetMinutes(instant.toDate(), timeZone)).format(DATE_FORMATS[format]);
}

/** Dates as one request shows them: the named formats in the merchant's time zone. */
export interface DateFormat {
  /** The merchant's time zone, from next-intl's request config. */
  timeZone: string;
  /** A platform timestamp in a named format. */
  date: (value: number | string | Date, format: DateFormatName) => string;
}

export function dateFormatIn(timeZone: string): DateFormat {
  return { timeZone, date: (value, format) => formatDate(value, format, timeZone) };
}
