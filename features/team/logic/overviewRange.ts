import dayjs from 'dayjs';

/** Team overview presets, in merchant days ending today. */
export const OVERVIEW_PRESETS = { today: 1, week: 7, month: 30 } as const;
export type OverviewPreset = keyof typeof OVERVIEW_PRESETS;
/** The platform's longest range (README row 92). */
export const OVERVIEW_MAX_DAYS = 92;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OverviewRange {
  startDate: string;
  endDate: string;
  preset: OverviewPreset | null;
  /** Set when a custom range was asked for but could not be used (the week is shown instead). */
  problem: 'invalid' | 'tooLong' | null;
}

function presetRange(preset: OverviewPreset, today: string): OverviewRange {
  const startDate = dayjs(today).subtract(OVERVIEW_PRESETS[preset] - 1, 'day').format('YYYY-MM-DD');
  return { startDate, endDate: today, preset, problem: null };
}

const SHOWN_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isDay(value: string | undefined): value is string {
  return value !== undefined && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** A day as typed in the date fields (DD/MM/YYYY, as the screens show days) or as a date picker sends it. */
export function typedDay(value: string | undefined): string | undefined {
  const text = value?.trim();
  const shown = text ? SHOWN_DAY.exec(text) : null;
  if (!shown) return text;
  const [, day, month, year] = shown;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * The range the overview's GET form asks for: a preset, or a custom start and end (YYYY-MM-DD, start not after
 * end, at most 92 days, not after today); anything else falls back to the last 7 days and says why.
 */
export function overviewRange(query: { preset?: string; startDate?: string; endDate?: string }, today: string): OverviewRange {
  if (query.preset && query.preset in OVERVIEW_PRESETS) return presetRange(query.preset as OverviewPreset, today);
  if (!query.startDate && !query.endDate) return presetRange('week', today);
  const startDate = typedDay(query.startDate);
  const endDate = typedDay(query.endDate);
  if (!isDay(startDate) || !isDay(endDate) || startDate > endDate || endDate > today) return { ...presetRange('week', today), problem: 'invalid' };
  if (dayjs(endDate).diff(startDate, 'day') + 1 > OVERVIEW_MAX_DAYS) return { ...presetRange('week', today), problem: 'tooLong' };
  return { startDate, endDate, preset: null, problem: null };
}
