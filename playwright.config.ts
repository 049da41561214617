import { defineConfig } from '@playwright/test';

// The servers are owned by scripts/e2e.mjs (`npm run test:e2e`), which sets BASE_URL and SIM_URL; there is
// deliberately no `webServer` here. Browsers come from Debian's `chromium` package, never from a download.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // scripts/e2e.mjs writes server logs to test-results/; keep Playwright's own (cleaned) output beside them.
  outputDir: 'test-results/artifacts',
  timeout: 30_000,
  // One simulator whose state tests change: run serially.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
});
