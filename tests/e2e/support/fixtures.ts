import { test as base, expect } from '@playwright/test';
import { sim, type Sim, type SimFault, type SimStatePatch } from './sim';

/** The app keeps platform settings for SETTINGS_TTL_MS (1000 ms under scripts/e2e.mjs). */
const SETTINGS_TTL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a test switched maintenance, region or flags on the platform, waits until the app serves the seeded
 * settings again, so the next test does not see the previous one's switches.
 */
async function waitForSeededSettings(baseURL: string) {
  await sleep(SETTINGS_TTL_MS + 100);
  const probe = () => fetch(`${baseURL}/m/__settled`, { redirect: 'manual' }).then((r) => r.status);
  await probe(); // starts the background refresh
  await expect.poll(probe, { timeout: 10_000, intervals: [100] }).toBe(404);
  await sleep(100);
}

/** Switches the app never caches: no need to wait for seeded settings after them. */
const UNCACHED_SWITCHES = new Set(['manualDepositApprovalMs', 'minimumAge', 'oldestFirst']);

/**
 * Whether a switch can reach the settings the app keeps (row 14 and what it is built from). Faults elsewhere are
 * not kept: a failed answer is dropped at once and e2e shares no answers (SHARED_ANSWER_MS 0).
 */
function reachesCachedSettings(partial: SimStatePatch): boolean {
  return Object.entries(partial).some(([key, value]) =>
    key === 'faults'
      ? (value as SimFault[]).some((fault) => '/wps/system'.startsWith(fault.path) || fault.path.startsWith('/wps/system'))
      : !UNCACHED_SWITCHES.has(key),
  );
}

// Every test starts from a freshly seeded simulator (`sim.reset()`), and a failing test gets the platform
// request log attached to its report. Import { test, expect } from here instead of '@playwright/test'.
export const test = base.extend<{ sim: Sim; simReset: void }>({
  sim: async ({ baseURL }, use) => {
    let switched = false;
    await use({
      ...sim,
      setState: (partial) => {
        if (reachesCachedSettings(partial)) switched = true;
        return sim.setState(partial);
      },
    });
    if (switched) {
      await sim.reset();
      await waitForSeededSettings(baseURL!);
    }
  },
  simReset: [
    async ({}, use, testInfo) => {
      await sim.reset();
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        const requests = await sim.requests().catch((error: unknown) => ({ error: String(error) }));
        await testInfo.attach('platform-requests.json', {
          body: JSON.stringify(requests, null, 2),
          contentType: 'application/json',
        });
      }
    },
    { auto: true },
  ],
});

export { expect };
export { sim };
