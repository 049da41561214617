/** SPEC §2 agent home greeting bands, by the hour of the day (0-23). */
export const GREETING_BANDS = ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening'] as const;
export type GreetingBand = (typeof GREETING_BANDS)[number];

/** 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingBand(hour: number): GreetingBand {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
