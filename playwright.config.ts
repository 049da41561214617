import { existsSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// The servers are owned by scripts/e2e.mjs (`npm run test:e2e`), which starts one simulator and app pair per worker
// and lists them in E2E_SERVERS; tests/e2e/support/fixtures.ts gives each worker its pair (baseURL, sim). There is
// deliberately no `webServer` here. Browsers come from Debian's chromium packages, never from a download: its headless
// shell (package chromium-headless-shell, the build Playwright itself runs headless) where installed, else the full
// browser in headless mode. The shell has no browser UI to drive per context: the whole suite takes about a fifth
// less CPU and wall time (three spec files over three workers: 171 → 132 CPU s, 95 → 76 s).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const pairs = (() => {
  try {
    return (JSON.parse(process.env.E2E_SERVERS ?? '[]') as unknown[]).length;
  } catch {
    return 0;
  }
})();

const mobileChromium = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  // The visitor of the SPEC's default market: a page opened without the language cookie follows the browser's
  // Accept-Language within the merchant's languages, and Playwright's own default would be English.
  locale: 'vi-VN',
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      // The full browser (where the headless shell is missing) otherwise opens a window per context whose address
      // bar preloads two WebUI renderers (the omnibox and AI-mode popups) that no test sees: 40% of its CPU on a
      // page load test. Chromium merges this list with Playwright's own --disable-features.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
} satisfies PlaywrightTestConfig['use'];

export default defineConfig({
  testDir: 'tests/e2e',
  // scripts/e2e.mjs writes server logs to test-results/; keep Playwright's own (cleaned) output beside them.
  outputDir: 'test-results/artifacts',
  timeout: 30_000,
  // A worker per simulator and app pair: tests change the simulator's state, so a worker's tests run one after
  // another against its own pair, and files are spread over the workers.
  workers: Math.max(1, pairs),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // A trace records screenshots and DOM snapshots of every action of every test, kept or not: that cost a third
    // of the suite's CPU. A test that fails is traced on its retry (CI retries once; locally `--trace on`).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Every fresh context would install the service worker, which precaches three server-rendered offline pages:
    // about a sixth of a screen test's CPU. tests/e2e/offline.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
  },
  // The soak is a project of its own, declared first so a worker takes it at the start: its 60 s of traffic then run
  // beside the other workers' files instead of after them, where it was the suite's last minute alone.
  projects: [
    { name: 'soak', testMatch: /soak\.spec\.ts$/, use: mobileChromium },
    { name: 'mobile-chromium', testIgnore: /(soak|request-bodies)\.spec\.ts$/, use: mobileChromium },
    // Other engines than Chromium (tests/engines): each spec drives its own browser, so no Playwright browser here.
    { name: 'engines', testDir: 'tests/engines' },
    // The body floods hold the app's liveness answer to 500 ms at every probe, which measures the app only when no
    // other worker shares the cores: they run last, alone (`--no-deps` runs them at once, for a spec run of its own).
    {
      name: 'floods',
      testMatch: /request-bodies\.spec\.ts$/,
      use: mobileChromium,
      dependencies: ['soak', 'mobile-chromium', 'engines'],
    },
  ],
});
