import { test as base, expect } from '@playwright/test';
import { pageObjects, type PageObjects } from './pageObjects';
import { createSim, type Sim } from './sim';

/** One simulator and the app in front of it, started by scripts/e2e.mjs for one Playwright worker. */
export interface E2EServers {
  /** The app. */
  baseURL: string;
  /** The simulator, which is also the app's UPSTREAM_URL. */
  simURL: string;
  appPort: number;
  simPort: number;
  /** The app's process (the soak and the upload guard read its memory). */
  appPid: number;
  /** The app's SESSION_SECRET, so a second instance can read the same cookies. */
  sessionSecret: string;
}

function serversOf(parallelIndex: number): E2EServers {
  const listed = process.env.E2E_SERVERS;
  if (!listed) throw new Error('E2E_SERVERS is not set: run the e2e suite with `npm run test:e2e`');
  const pairs = JSON.parse(listed) as E2EServers[];
  // Playwright numbers parallel workers 0..workers-1 and the config asks for one worker per pair.
  const pair = pairs[parallelIndex];
  if (!pair) throw new Error(`no simulator and app for worker ${parallelIndex} (E2E_SERVERS lists ${pairs.length})`);
  return pair;
}

// Each worker talks to its own pair; every test starts from a freshly seeded simulator and app (`sim.reset()`), and
// a failing test gets the platform request log attached to its report. Import { test, expect } from here instead
// of '@playwright/test', and reach the servers through the fixtures (baseURL, sim, servers), never process.env.
export const test = base.extend<PageObjects & { resetEachTest: boolean; simReset: void }, { servers: E2EServers; sim: Sim }>({
  ...pageObjects,
  servers: [async ({}, use, workerInfo) => use(serversOf(workerInfo.parallelIndex)), { scope: 'worker' }],
  sim: [async ({ servers }, use) => use(createSim(servers.simURL, servers.baseURL)), { scope: 'worker' }],
  baseURL: async ({ servers }, use) => use(servers.baseURL),
  /** Off (`test.use({ resetEachTest: false })`) for a file whose tests share what a beforeAll set up. */
  resetEachTest: [true, { option: true }],
  simReset: [
    async ({ sim, resetEachTest }, use, testInfo) => {
      if (resetEachTest) await sim.reset();
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
