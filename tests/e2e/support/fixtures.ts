import { test as base, expect } from '@playwright/test';
import { sim, type Sim } from './sim';

// Every test starts from a freshly seeded simulator (`sim.reset()`), and a failing test gets the platform
// request log attached to its report. Import { test, expect } from here instead of '@playwright/test'.
export const test = base.extend<{ sim: Sim; simReset: void }>({
  sim: async ({}, use) => {
    await use(sim);
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
