/** SPEC §7/§9: the announcement mark-as-read call is throttled to 150 ms. */
export const NOTICE_READ_THROTTLE_MS = 150;

export interface ReadFlowSteps {
  /** Shows the entry read at once (its unread marker goes before anything is sent). */
  markLocally(id: string): void;
  /** Tells the platform; absent for visitors, whose read state stays local for the visit. */
  send?: (id: string) => Promise<unknown>;
  /** Reloads the list once the platform has been told. */
  reload?: () => Promise<unknown>;
  throttleMs: number;
  now?: () => number;
}

/**
 * SPEC §4 announcements: mark-as-read is set locally first, then sent, then the list reloaded. The call is
 * throttled per entry (a quick double open sends it once), so opening two different entries in a row still
 * tells the platform about both. A failed call leaves the local state as it is: the player has read the entry,
 * and the reload shows what the platform holds for the others.
 */
export function readFlow(steps: ReadFlowSteps): (id: string) => Promise<void> {
  const now = steps.now ?? Date.now;
  const lastSent = new Map<string, number>();
  return async (id: string) => {
    steps.markLocally(id);
    if (!steps.send) return;
    const at = now();
    const last = lastSent.get(id);
    if (last !== undefined && at - last < steps.throttleMs) return;
    lastSent.set(id, at);
    await steps.send(id).catch(() => undefined);
    await steps.reload?.().catch(() => undefined);
  };
}
