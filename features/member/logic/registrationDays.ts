const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §3 member info: the registration age is the whole days elapsed since regDate (a ms timestamp). A
 * registration dated in the future (a clock ahead of ours) counts as day 0 rather than a negative age.
 */
export function registrationDays(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / DAY_MS));
}
