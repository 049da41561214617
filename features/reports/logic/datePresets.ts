import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { zonedDay } from '@/lib/format/zonedClock';
import { DAY_FORMAT } from '@/lib/format/formatDate';

dayjs.extend(utc);

/** The date ranges a money report offers. */
export const DATE_PRESETS = ['today', 'yesterday', '7d', '30d'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_PRESET: DatePreset = '7d';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The merchant dates (YYYY-MM-DD) a preset covers, counted from the merchant's today in `timeZone`: the
 * platform filters on merchant dates, so a player abroad or a server in another zone asks for the same days.
 * "7 days" and "30 days" include today.
 */
export function presetRange(preset: DatePreset, now: Date | number, timeZone: string): DateRange {
  const today = dayjs.utc(zonedDay(now, timeZone));
  const daysBack = (days: number) => today.subtract(days, 'day').format(DAY_FORMAT);
  switch (preset) {
    case 'today':
      return { startDate: daysBack(0), endDate: daysBack(0) };
    case 'yesterday':
      return { startDate: daysBack(1), endDate: daysBack(1) };
    case '7d':
      return { startDate: daysBack(6), endDate: daysBack(0) };
    case '30d':
      return { startDate: daysBack(29), endDate: daysBack(0) };
  }
}
