/**
 * The wall clock of a time zone (the merchant's TIME_ZONE on the server), so the agent home asks the platform
 * for the merchant's today and greets by the merchant's hour whatever zone the container runs in.
 */
function parts(now: Date | number, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
}

/** The hour (0-23) in that zone. */
export function zonedHour(now: Date | number, timeZone: string): number {
  return Number(parts(now, timeZone).hour);
}

/** The day in that zone as the platform's date parameters want it (YYYY-MM-DD, SPEC §7 team KPI). */
export function zonedDay(now: Date | number, timeZone: string): string {
  const { year, month, day } = parts(now, timeZone);
  return `${year}-${month}-${day}`;
}
